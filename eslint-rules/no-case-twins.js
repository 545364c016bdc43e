import fs from 'node:fs';
import path from 'node:path';

/**
 * No two entries of one folder may differ only in letter case: macOS and Windows file systems
 * resolve them as one, so `./CarForm` would silently import `carForm.ts` there. Checked from each
 * linted file against its own folder, extensions ignored (as imports ignore them).
 */
const stem = (name) => name.replace(/(\.module)?\.(tsx?|jsx?|css|json)$/, '');

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid file names that differ only in letter case' },
    schema: [],
  },
  create(context) {
    return {
      Program(node) {
        const dir = path.dirname(context.filename);
        const own = path.basename(context.filename);
        const twins = fs
          .readdirSync(dir)
          .filter((name) => name !== own && stem(name) !== stem(own))
          .filter((name) => stem(name).toLowerCase() === stem(own).toLowerCase());
        if (twins.length > 0) {
          context.report({
            node,
            message: `${own} differs from ${twins.join(', ')} only in letter case; rename one of them.`,
          });
        }
      },
    };
  },
};
