import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * docs/state.md: what the page shares lives in the app instance (src/core/appInstance.tsx), not in
 * modules, and importing a module does nothing but define things. The rule, read from each
 * module's top-level statements (TypeScript's parser, over every file in src/):
 *
 * - A `let` or `var` is state.
 * - An empty container (`{}`, `[]`, `new Map()`, `new Set()`, `new WeakMap()`, …) is state: it is
 *   made to be filled as the app runs.
 * - Any other `new` is state (an object of a class may keep anything), except `Intl`'s formatters
 *   and a `Map` or `Set` made with its entries (a lookup table).
 * - An object or array literal, a lookup table or a filled `Map`/`Set`, is state as soon as any
 *   module writes into it: assigns or deletes a property or an element, calls a mutating method
 *   (`push`, `set`, `add`, `delete`, `clear`, `sort`, …) or `Object.assign` on it, through its own
 *   name or its name as imported elsewhere. Read only, it is a constant (`as const` or not).
 *   `Object.freeze(…)` is always a constant.
 * - A call is allowed only to a listed pure factory (a zod schema, `memo`, `lazy`, `createContext`,
 *   …: `PURE_FACTORIES`); any other call made at import time may do anything.
 * - A statement that is not a declaration (a call, an assignment, an `if`) is an import-time side
 *   effect.
 *
 * What it cannot see: a write through another name (`const alias = table; alias.x = 1`) or inside
 * a function the object is handed to. What may stay is listed below by file and name, each with
 * the reason docs/state.md gives; a new name in a listed file fails too.
 */
const ALLOWED: Record<string, { names: readonly string[]; reason: string }> = {
  'src/main.tsx': { names: ['*'], reason: 'the entry: making the app instance and starting the app' },
  'src/lib/downscaleWorker.ts': { names: ['*'], reason: "the photo worker's entry: it listens to the page" },
  'src/i18n/index.ts': {
    names: ['i18n', 'started', 'effect:i18n.on'],
    reason: 'the i18n instance, its start, and <html lang> following its language',
  },
  'src/i18n/detectLanguage.ts': { names: ['detector'], reason: "the language detector i18n's instance uses" },
  'src/api/http.ts': {
    names: ['effect:loadServerMessages'],
    reason: "the server messages' texts load with the HTTP client, so they are there when one arrives",
  },
  'src/api/queryClient.ts': {
    names: ['effect:notifyManager.setScheduler'],
    reason: "TanStack's scheduler (one per page): query updates render in the task that made them",
  },
  'src/lib/photoWorker.ts': { names: ['worker', 'waiting', 'nextId'], reason: "the page's one photo worker" },
  'src/lib/money.ts': { names: ['numberFormat'], reason: 'a memoised Intl formatter' },
  'src/lib/norwegianTime.ts': { names: ['wallClock', 'longDateFormats'], reason: 'memoised Intl formatters' },
  'src/lib/fileLimits.ts': { names: ['megabyteFormats'], reason: 'memoised Intl formatters' },
  'src/lib/searchText.ts': { names: ['collator'], reason: 'a memoised Intl collator' },
};

/** Calls whose result is a value made of its arguments, with no effect: allowed at the top of a module. */
const PURE_FACTORIES = [
  /^z\./, // zod schemas: immutable
  /^Object\.(freeze|values|keys|entries|fromEntries)$/,
  /^(memo|lazy|createContext)$/, // React: a component, a lazy component (its chunk is the module system's), a context
  /^lazyScreen$/, // src/lazyScreen.ts: React.lazy with its texts
  /^import\.meta\.glob$/, // Vite: a table of loaders
  /^(consoleListCodec|listCodec|fieldsOf|carFormValues|readSettings)$/, // the project's own pure builders
  /\.(join|map|filter|concat|slice)$/, // a new value derived from a constant
];

const EMPTY_CONSTRUCTORS = new Set(['Map', 'Set', 'WeakMap', 'WeakSet', 'Array', 'Object']);
const MUTATING_METHODS = new Set([
  'push',
  'pop',
  'shift',
  'unshift',
  'splice',
  'sort',
  'reverse',
  'fill',
  'copyWithin',
  'set',
  'add',
  'delete',
  'clear',
]);

type Sources = ReadonlyMap<string, string>;

const root = join(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

function readSources(): Sources {
  return new Map(
    sourceFiles(join(root, 'src')).map((file) => [
      relative(root, file).split('\\').join('/'),
      readFileSync(file, 'utf8'),
    ]),
  );
}

const unwrap = (expression: ts.Expression): ts.Expression =>
  ts.isParenthesizedExpression(expression) ||
  ts.isAsExpression(expression) ||
  ts.isSatisfiesExpression(expression) ||
  ts.isTypeAssertionExpression(expression) ||
  ts.isNonNullExpression(expression)
    ? unwrap(expression.expression)
    : expression;

const calleeName = (call: ts.CallExpression | ts.NewExpression, source: ts.SourceFile) =>
  call.expression.getText(source).replace(/\s+/g, '');

/** Declared read-only (`as const`, `readonly T[]`, `Readonly<…>`): not made to be filled, even when empty. */
function readOnly(init: ts.Expression, type: ts.TypeNode | undefined, source: ts.SourceFile): boolean {
  const constAssertion = ts.isAsExpression(init) && init.type.getText(source) === 'const';
  return constAssertion || (type !== undefined && /^(readonly\s|Readonly)/.test(type.getText(source)));
}

/** What a top-level initializer is: a value, a table that is state only if written, or state. */
function classify(
  init: ts.Expression,
  source: ts.SourceFile,
  type?: ts.TypeNode,
): 'value' | 'table' | 'state' {
  const expression = unwrap(init);
  const empty = readOnly(init, type, source) ? 'table' : 'state';
  if (ts.isObjectLiteralExpression(expression)) return expression.properties.length === 0 ? empty : 'table';
  if (ts.isArrayLiteralExpression(expression)) return expression.elements.length === 0 ? empty : 'table';
  if (ts.isNewExpression(expression)) {
    const name = calleeName(expression, source);
    if (name.startsWith('Intl.')) return 'value';
    if (!EMPTY_CONSTRUCTORS.has(name)) return 'state';
    return expression.arguments?.length ? 'table' : 'state';
  }
  if (ts.isCallExpression(expression)) {
    const name = calleeName(expression, source);
    if (name === 'Object.freeze') return 'value';
    return PURE_FACTORIES.some((pattern) => pattern.test(name)) ? 'table' : 'state';
  }
  return 'value';
}

interface Module {
  file: string;
  source: ts.SourceFile;
  /** Top-level names that are state whatever happens to them, and the import-time effects. */
  state: string[];
  /** Top-level tables: state once anything writes into them. */
  tables: string[];
}

function parseModule(file: string, text: string): Module {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const state: string[] = [];
  const tables: string[] = [];
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement)) {
      const isConst = (statement.declarationList.flags & ts.NodeFlags.Const) !== 0;
      for (const { name, initializer, type } of statement.declarationList.declarations) {
        const kind = !isConst || !initializer ? 'state' : classify(initializer, source, type);
        if (kind === 'state') state.push(name.getText(source));
        if (kind === 'table') tables.push(name.getText(source));
      }
    } else if (ts.isExportAssignment(statement)) {
      if (classify(statement.expression, source) === 'state') state.push('default');
    } else if (
      !ts.isImportDeclaration(statement) &&
      !ts.isExportDeclaration(statement) &&
      !ts.isFunctionDeclaration(statement) &&
      !ts.isClassDeclaration(statement) &&
      !ts.isInterfaceDeclaration(statement) &&
      !ts.isTypeAliasDeclaration(statement) &&
      !ts.isModuleDeclaration(statement) &&
      !ts.isEnumDeclaration(statement) &&
      !ts.isEmptyStatement(statement)
    ) {
      state.push(`effect:${effectName(statement, source)}`);
    }
  }
  return { file, source, state, tables };
}

function effectName(statement: ts.Statement, source: ts.SourceFile): string {
  if (ts.isExpressionStatement(statement)) {
    const expression = ts.isVoidExpression(statement.expression)
      ? statement.expression.expression
      : statement.expression;
    if (ts.isCallExpression(expression)) return calleeName(expression, source);
  }
  return ts.SyntaxKind[statement.kind];
}

/** The name at the root of `a.b[c].d`. */
function rootName(expression: ts.Expression): string | null {
  const inner = unwrap(expression);
  if (ts.isIdentifier(inner)) return inner.text;
  if (ts.isPropertyAccessExpression(inner) || ts.isElementAccessExpression(inner))
    return rootName(inner.expression);
  return null;
}

const isAssignment = (kind: ts.SyntaxKind) =>
  kind >= ts.SyntaxKind.FirstAssignment && kind <= ts.SyntaxKind.LastAssignment;

/** The local names written into anywhere in this file (as roots of what is written). */
function writtenNames(source: ts.SourceFile): Set<string> {
  const written = new Set<string>();
  const target = (expression: ts.Expression) => {
    const inner = unwrap(expression);
    // A bare name assigned is a `let`'s business, already state; here: writes into an object.
    if (!ts.isPropertyAccessExpression(inner) && !ts.isElementAccessExpression(inner)) return;
    const name = rootName(inner);
    if (name !== null) written.add(name);
  };
  const visit = (node: ts.Node) => {
    if (ts.isBinaryExpression(node) && isAssignment(node.operatorToken.kind)) target(node.left);
    if (
      (ts.isPrefixUnaryExpression(node) || ts.isPostfixUnaryExpression(node)) &&
      (node.operator === ts.SyntaxKind.PlusPlusToken || node.operator === ts.SyntaxKind.MinusMinusToken)
    )
      target(node.operand);
    if (ts.isDeleteExpression(node)) target(node.expression);
    if (ts.isCallExpression(node)) {
      const callee = unwrap(node.expression);
      if (ts.isPropertyAccessExpression(callee) && MUTATING_METHODS.has(callee.name.text)) {
        const name = rootName(callee.expression);
        if (name !== null) written.add(name);
      }
      const called = callee.getText(source).replace(/\s+/g, '');
      if (/^(Object\.(assign|defineProperty|defineProperties|setPrototypeOf)|Reflect\.set)$/.test(called)) {
        const [first] = node.arguments;
        const name = first ? rootName(first) : null;
        if (name !== null) written.add(name);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return written;
}

/** Each imported name of this file, by the module file it comes from and its name there. */
function importsOf(
  module: Module,
  files: ReadonlySet<string>,
): { from: string; name: string; local: string }[] {
  return module.source.statements.flatMap((statement) => {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) return [];
    const specifier = statement.moduleSpecifier.text;
    if (!specifier.startsWith('.')) return [];
    const base = relative(root, resolve(root, dirname(module.file), specifier))
      .split('\\')
      .join('/');
    const from = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((file) =>
      files.has(file),
    );
    const bindings = statement.importClause?.namedBindings;
    if (!from || !bindings || !ts.isNamedImports(bindings)) return [];
    return bindings.elements.map((element) => ({
      from,
      name: (element.propertyName ?? element.name).text,
      local: element.name.text,
    }));
  });
}

/** Every module's state: `file → names` (the tables written into included), modules with none left out. */
function moduleState(sources: Sources): Record<string, string[]> {
  const modules = [...sources].map(([file, text]) => parseModule(file, text));
  const files = new Set(sources.keys());
  const state = new Map(modules.map((module) => [module.file, new Set(module.state)]));
  for (const module of modules) {
    const written = writtenNames(module.source);
    for (const table of module.tables) if (written.has(table)) state.get(module.file)?.add(table);
    for (const { from, name, local } of importsOf(module, files)) {
      const owner = modules.find((candidate) => candidate.file === from);
      if (owner?.tables.includes(name) && written.has(local)) state.get(from)?.add(name);
    }
  }
  return Object.fromEntries(
    [...state].filter(([, names]) => names.size > 0).map(([file, names]) => [file, [...names].sort()]),
  );
}

/** What is found beyond the allow-list: `file: name`. */
function unexplained(found: Record<string, string[]>): string[] {
  return Object.entries(found).flatMap(([file, names]) => {
    const allowed = ALLOWED[file]?.names ?? [];
    if (allowed.includes('*')) return [];
    return names.filter((name) => !allowed.includes(name)).map((name) => `${file}: ${name}`);
  });
}

describe('module state (docs/state.md)', () => {
  const found = moduleState(readSources());

  it('is kept only where docs/state.md says why', () => {
    expect(unexplained(found)).toEqual([]);
  });

  it('lists nothing that is no longer there', () => {
    const stale = Object.entries(ALLOWED).flatMap(([file, { names }]) =>
      names.filter((name) => name !== '*' && !found[file]?.includes(name)).map((name) => `${file}: ${name}`),
    );
    expect(stale).toEqual([]);
  });

  describe('the check can fail', () => {
    const check = (files: Record<string, string>) => moduleState(new Map(Object.entries(files)));

    it('sees an empty object, array or collection kept in a module', () => {
      expect(
        check({
          'src/a.ts': [
            'export const shownAmounts = {};',
            'const seen: string[] = [];',
            'const cache = new Map<string, number>();',
            'let count = 0;',
          ].join('\n'),
        }),
      ).toEqual({ 'src/a.ts': ['cache', 'count', 'seen', 'shownAmounts'] });
    });

    it('sees a table written into, in its module or in one that imports it', () => {
      expect(
        check({
          'src/table.ts': "export const amounts = { golf: 0 };\nexport const ids = ['a'];",
          'src/writer.ts':
            "import { amounts } from './table';\nexport const bump = () => { amounts.golf += 1; };",
          'src/other.ts':
            "import { ids as list } from './table';\nexport const remember = (id: string) => list.push(id);",
        }),
      ).toEqual({ 'src/table.ts': ['amounts', 'ids'] });
    });

    it('sees an object of any class, a call that may do anything, and an import-time effect', () => {
      expect(
        check({
          'src/b.ts': [
            "import { start } from './start';",
            'const socket = new WebSocket("ws://x");',
            'export const store = createStore();',
            'void start();',
            'window.addEventListener("online", start);',
          ].join('\n'),
        }),
      ).toEqual({
        'src/b.ts': ['effect:start', 'effect:window.addEventListener', 'socket', 'store'],
      });
    });

    it('lets constants be: tables only read, frozen values, Intl formatters, schemas, components', () => {
      expect(
        check({
          'src/c.ts': [
            "import * as z from 'zod/mini';",
            "export const SORTS = ['a', 'b'] as const;",
            'export const LIMITS = { photos: 10 };',
            "export const ROLES = new Set(['ADMIN']);",
            'export const EMPTY = Object.freeze([]);',
            'const NOTHING: readonly string[] = [];',
            'export const none = () => NOTHING;',
            "const money = new Intl.NumberFormat('nb-NO');",
            'export const schema = z.object({ id: z.string() });',
            'export const Row = memo(function Row() { return null; });',
            'export const format = (value: number) => money.format(value * LIMITS.photos);',
            "export const isRole = (role: string) => ROLES.has(role) && SORTS.includes('a');",
          ].join('\n'),
        }),
      ).toEqual({});
    });
  });
});
