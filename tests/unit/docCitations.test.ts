import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The code cites the docs (docs/design.md, "Citing these pages"): a page by its path
 * (`docs/live.md`), the product rules as "spec §N" and the contract as "contract §N" or "§N.M".
 * Every cited page and section must exist, so that a renamed page or section cannot leave a
 * comment pointing nowhere; and the docs link only to docs pages that exist.
 */
const root = resolve(import.meta.dirname, '../..');
const docsDir = join(root, 'docs');
const codeDirs = [
  'src',
  'tests',
  'build',
  'bench',
  'eslint-rules',
  'deploy',
  'dev-backend/src',
  'dev-backend/tests',
];
const codeFile = /\.(tsx?|js|mjs|css|template)$/;
const thisFile = relative(root, import.meta.filename);

function filesUnder(dir: string): string[] {
  const base = join(root, dir);
  if (!existsSync(base)) return [];
  return readdirSync(base, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((file) => codeFile.test(file) && !file.includes('node_modules') && file !== thisFile);
}

const headings = (page: string) =>
  readFileSync(join(docsDir, page), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('#'));
const hasSection = (lines: string[], section: string) =>
  lines.some((line) => new RegExp(`^#{2,3} ${section.replace('.', '\\.')}[. ]`).test(line));

interface Citation {
  file: string;
  cited: string;
}

function citations(pattern: RegExp): Citation[] {
  return codeDirs.flatMap(filesUnder).flatMap((file) =>
    [...readFileSync(join(root, file), 'utf8').matchAll(pattern)].map((match) => ({
      file,
      cited: match[1] ?? '',
    })),
  );
}

describe('citations of the docs in the code', () => {
  it('cite pages that exist', () => {
    const cited = citations(/\bdocs\/([\w-]+\.md)/g);
    expect(cited.length).toBeGreaterThan(0);
    expect(cited.filter(({ cited: page }) => !existsSync(join(docsDir, page)))).toEqual([]);
  });

  it('cite no page by a name it no longer has', () => {
    expect(citations(/\b(DESIGN\.md)/g)).toEqual([]);
  });

  it('cite sections of the product rules that exist', () => {
    const sections = headings('product-rules.md');
    const cited = citations(/\bspec §(\d+)/g);
    expect(cited.length).toBeGreaterThan(0);
    expect(cited.filter(({ cited: section }) => !hasSection(sections, section))).toEqual([]);
  });

  it('cite sections of the contract that exist', () => {
    const sections = headings('contract.md');
    const cited = citations(/\bcontract §(\d+(?:\.\d+)?)/g);
    expect(cited.length).toBeGreaterThan(0);
    expect(cited.filter(({ cited: section }) => !hasSection(sections, section))).toEqual([]);
  });
});

describe('links between the docs pages', () => {
  it('point to pages that exist', () => {
    const pages = readdirSync(docsDir).filter((name) => name.endsWith('.md'));
    const broken = pages.flatMap((page) =>
      [...readFileSync(join(docsDir, page), 'utf8').matchAll(/\]\(([\w-]+\.md)(?:#[\w-]*)?\)/g)]
        .map((match) => match[1] ?? '')
        .filter((target) => !existsSync(join(docsDir, target)))
        .map((target) => `${page} → ${target}`),
    );
    expect(broken).toEqual([]);
  });
});

/**
 * A file's length quoted in the docs drifts with every edit (decisions.md once gave one file two
 * lengths): the docs quote none, unless as a measure of its day, with the issue it was taken in on
 * the same line ("502 lines in 7 files (issue 45)").
 */
describe('line counts in the docs', () => {
  it('are quoted only with the issue they were measured in', () => {
    const pages = [
      ...readdirSync(docsDir)
        .filter((name) => name.endsWith('.md'))
        .map((name) => join('docs', name)),
      'README.md',
      'tests/README.md',
      'bench/README.md',
      'dev-backend/README.md',
    ];
    const undated = pages.flatMap((page) =>
      readFileSync(join(root, page), 'utf8')
        .split('\n')
        .map((line, index) => ({ line, at: `${page}:${index + 1}` }))
        .filter(({ line }) => /\b\d[\d,]*(?:-line\b|\s+lines?\b)/.test(line) && !/\bissue \d+/.test(line))
        .map(({ at }) => at),
    );
    expect(undated).toEqual([]);
  });
});

/** The parameters of every function src/ exports by name: how many a call needs, and may pass. */
function exportedSignatures(): Map<string, { needs: number; takes: number }[]> {
  const declared =
    /export (?:async )?function (\w+)(?:<[^(]*>)?\(([^)]*)\)|export const (\w+) = (?:async )?(?:<[^(]*>)?\(([^)]*)\)\s*(?::[^=]*)?=>/g;
  const signatures = new Map<string, { needs: number; takes: number }[]>();
  for (const file of filesUnder('src')) {
    const code = readFileSync(join(root, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    for (const match of code.matchAll(declared)) {
      const name = match[1] ?? match[3] ?? '';
      const params = topLevelParts(match[2] ?? match[4] ?? '');
      const needs = params.filter((param) => !/^\s*\w+\?|=/.test(param)).length;
      signatures.set(name, [...(signatures.get(name) ?? []), { needs, takes: params.length }]);
    }
  }
  return signatures;
}

/** `a, { b, c }, d` → its three parts: commas inside brackets do not split. */
function topLevelParts(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let part = '';
  for (const char of list) {
    if ('{[(<'.includes(char)) depth += 1;
    if ('}])>'.includes(char)) depth -= 1;
    if (char === ',' && depth === 0) {
      parts.push(part);
      part = '';
    } else part += char;
  }
  return [...parts, part].filter((param) => param.trim() !== '');
}

/**
 * A call the docs write (`updatePassword(http, id, password)`) must fit a function src/ exports by
 * that name: a renamed parameter may stay, a parameter added or dropped may not. A method call
 * (`x.fetchCar(id)`) and an elided one (`send(…)`) are not checked.
 */
describe('functions named in the docs', () => {
  it('are called with as many arguments as the code takes', () => {
    const signatures = exportedSignatures();
    const pages = readdirSync(docsDir).filter((name) => name.endsWith('.md'));
    const calls = pages.flatMap((page) =>
      [...readFileSync(join(docsDir, page), 'utf8').matchAll(/(?<![.\w])(\w+)\(([^()`\n]*)\)/g)]
        .map(([call = '', name = '', args = '']) => ({ page, call, name, args: topLevelParts(args).length }))
        .filter(({ name, call }) => signatures.has(name) && !/…|\.\.\./.test(call)),
    );
    expect(calls.length).toBeGreaterThan(0);
    const wrong = calls.filter(
      ({ name, args }) => !signatures.get(name)?.some(({ needs, takes }) => needs <= args && args <= takes),
    );
    expect(wrong.map(({ page, call }) => `${page}: ${call}`)).toEqual([]);
  });
});
