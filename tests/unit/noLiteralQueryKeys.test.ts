import path from 'node:path';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import noLiteralQueryKeys from '../../eslint-rules/no-literal-query-keys.js';

const linter = new Linter();
const config = [
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { local: { rules: { 'no-literal-query-keys': noLiteralQueryKeys } } },
    rules: { 'local/no-literal-query-keys': 'error' as const },
  },
];

function problems(code: string, file: string): string[] {
  const filename = path.join(process.cwd(), file);
  return linter.verify(code, config, { filename }).map(({ line, message }) => `${line}: ${message}`);
}

describe('lint rule: query keys only from the api modules', () => {
  it('flags an array literal as a query key outside src/api/', () => {
    const code = [
      "queryClient.invalidateQueries({ queryKey: ['cars'] });",
      "useQuery({ queryKey: ['users', id], queryFn });",
      "queryClient.setQueryData(['auctions', 'by-car', carId], auction);",
      "queryClient.getQueryData(['cars', id]);",
    ].join('\n');
    expect(problems(code, 'src/features/cars/CarPage.tsx').map((problem) => problem.split(':')[0])).toEqual([
      '1',
      '2',
      '3',
      '4',
    ]);
  });

  it('lets keys from the factories and helpers through', () => {
    const code = [
      'queryClient.invalidateQueries({ queryKey: carKeys.all });',
      'useQuery({ ...userQuery(id), enabled });',
      'queryClient.setQueryData(auctionByCarKey(carId), auction);',
    ].join('\n');
    expect(problems(code, 'src/features/cars/CarPage.tsx')).toEqual([]);
  });

  it('allows the api modules to write their keys', () => {
    const code = "export const carQuery = (id) => queryOptions({ queryKey: ['cars', id], queryFn });";
    expect(problems(code, 'src/api/cars.ts')).toEqual([]);
  });
});
