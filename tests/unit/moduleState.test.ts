import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * docs/state.md: what the page shares lives in the app instance (src/lib/appInstance.tsx), not in
 * modules. A module keeps state only where docs/state.md says why; a new `let`, Map, Set or
 * listener list at the top of a module fails here.
 */
const ALLOWED: Record<string, string> = {
  'src/i18n/index.ts': 'the i18n instance and its start',
  'src/lib/photoWorker.ts': "the page's one photo worker",
  'src/lib/money.ts': 'a memoised Intl formatter',
  'src/lib/norwegianTime.ts': 'memoised Intl formatters',
  'src/lib/fileLimits.ts': 'memoised Intl formatters',
  'src/lib/searchText.ts': 'a memoised Intl collator',
};

const root = join(import.meta.dirname, '../..');
const MUTABLE_CONSTRUCTORS = new Set(['Map', 'Set', 'WeakMap', 'WeakSet']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The names bound at a module's top level to something that changes: `let`, an empty Map or Set, listeners. */
function moduleState(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  return source.statements.flatMap((statement) => {
    if (!ts.isVariableStatement(statement)) return [];
    const mutable = (statement.declarationList.flags & ts.NodeFlags.Const) === 0;
    return statement.declarationList.declarations
      .filter(({ initializer }) => {
        if (mutable) return true;
        if (!initializer) return false;
        // Made empty, to be filled as the app runs; one made with its entries is a lookup table.
        if (ts.isNewExpression(initializer) && ts.isIdentifier(initializer.expression))
          return MUTABLE_CONSTRUCTORS.has(initializer.expression.text) && !initializer.arguments?.length;
        return (
          ts.isCallExpression(initializer) &&
          ts.isIdentifier(initializer.expression) &&
          initializer.expression.text === 'createListeners'
        );
      })
      .map(({ name }) => name.getText(source));
  });
}

describe('module state (docs/state.md)', () => {
  const found = Object.fromEntries(
    sourceFiles(join(root, 'src'))
      .map((file) => [relative(root, file).split('\\').join('/'), moduleState(file)] as const)
      .filter(([, names]) => names.length > 0),
  );

  it('is kept only where docs/state.md says why', () => {
    expect(Object.keys(found).sort()).toEqual(Object.keys(ALLOWED).sort());
  });

  it('sees a store kept in a module (the check can fail)', () => {
    const file = join(root, 'src/lib/photoWorker.ts');
    expect(moduleState(file)).toEqual(['worker', 'waiting', 'nextId']);
  });
});
