import fs from 'node:fs';
import path from 'node:path';

/**
 * A role is checked in src/rules/roles.ts only, by a predicate named for what it allows (`mayBid`,
 * `ownsCars` …; docs/shape.md): outside src/rules/, comparing anything with a role's name is an
 * error. Caught: `===`, `!==`, `==` and `!=` with a role's name on either side, and a `case` of a
 * role's name. Writing a role's name as a value (a request body's `role: 'SELLER'`) is no check.
 */
/** The role names, read from the one list of them: the user schema's USER_ROLES (src/api/users.ts). */
function roleNames() {
  const source = fs.readFileSync(path.join(import.meta.dirname, '..', 'src', 'api', 'users.ts'), 'utf8');
  const list = /const USER_ROLES = \[([^\]]*)\]/.exec(source)?.[1];
  if (list === undefined) throw new Error('no-role-literals: USER_ROLES not found in src/api/users.ts');
  return new Set([...list.matchAll(/'(\w+)'/g)].map(([, role]) => role));
}
const ROLES = roleNames();
const COMPARISONS = new Set(['===', '!==', '==', '!=']);
const isRole = (node) => node?.type === 'Literal' && ROLES.has(node.value);
const message = (role) =>
  `Check the role in src/rules/roles.ts (a predicate named for what it allows), not against '${role}' here.`;

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Role checks only in src/rules/ (no comparison with a role name elsewhere)' },
    schema: [],
  },
  create(context) {
    const rulesRoot = path.join(context.cwd, 'src', 'rules') + path.sep;
    if (context.filename.startsWith(rulesRoot)) return {};
    return {
      BinaryExpression(node) {
        if (!COMPARISONS.has(node.operator)) return;
        const literal = [node.left, node.right].find(isRole);
        if (literal) context.report({ node, message: message(literal.value) });
      },
      SwitchCase(node) {
        if (isRole(node.test)) context.report({ node: node.test, message: message(node.test.value) });
      },
    };
  },
};
