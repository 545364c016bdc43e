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
