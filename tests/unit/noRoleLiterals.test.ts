import path from 'node:path';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import noRoleLiterals from '../../eslint-rules/no-role-literals.js';

const linter = new Linter();
const config = [
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { local: { rules: { 'no-role-literals': noRoleLiterals } } },
    rules: { 'local/no-role-literals': 'error' as const },
  },
];

function lines(code: string, file: string): number[] {
  const filename = path.join(process.cwd(), file);
  return linter.verify(code, config, { filename }).map(({ line }) => line);
}

describe('lint rule: roles are checked in src/rules/ only', () => {
  it('flags a comparison with a role name outside src/rules/, either way round', () => {
    const code = [
      "const bids = user.role === 'BUYER_REPRESENTATIVE';",
      "if ('SELLER' !== role) leave();",
      "const oneTime = seller.role == 'ONE_TIME_SELLER';",
      'switch (user.role) {',
      "  case 'BUYER_COMPANY':",
      '    break;',
      '}',
    ].join('\n');
    expect(lines(code, 'src/features/desk/DeskPage.tsx')).toEqual([1, 2, 3, 5]);
  });

  it('knows the roles from the user schema, the operators too', () => {
    const code = "const operator = role === 'ADMIN' || role === 'SUPER_ADMIN';";
    expect(lines(code, 'src/app/layout/RoleLinks.tsx')).toEqual([1, 1]);
  });

  it('lets predicates, role names as values and other strings through', () => {
    const code = [
      'const bids = mayBid(user.role);',
      "const body = { role: 'SELLER', name };",
      "const active = auction.status === 'ACTIVE';",
    ].join('\n');
    expect(lines(code, 'src/features/desk/DeskPage.tsx')).toEqual([]);
  });

  it('allows src/rules/ to compare roles', () => {
    expect(
      lines("export const mayBid = (role) => role === 'BUYER_REPRESENTATIVE';", 'src/rules/roles.ts'),
    ).toEqual([]);
  });
});
