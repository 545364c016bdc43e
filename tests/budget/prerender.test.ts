// @vitest-environment jsdom
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { styleHashSource } from '../../build/securityHeaders';
import { resources } from '../../src/i18n/resources';

/**
 * The prerendered pages of the standalone build in `dist/` (npm test builds it just before):
 * each public page, in each language, is its heading and main text before any script runs.
 */
const distDir = resolve(import.meta.dirname, '../../dist');
const read = (file: string) => readFileSync(resolve(distDir, file), 'utf8');

type Texts = (typeof resources)['no'];
/** The brand in the standalone build's settings (.env.standalone). */
const BRAND = 'Bilbud';
/** What a page's `<head>` holds of its own (ui/PageHead): its title and meta tags, by name. */
interface Head {
  title: string;
  meta: Record<string, string>;
}
const pages: { path: string; name: string; texts: (t: Texts) => string[]; head: (t: Texts) => Head }[] = [
  {
    path: '/',
    name: 'index',
    texts: (t) => [t.landing.hero.headline, t.landing.hero.slogan, t.landing.faq.heading],
    head: (t) => ({
      title: `${BRAND} – ${t.landing.meta.title}`,
      meta: { description: t.landing.meta.description },
    }),
  },
  {
    path: '/register',
    name: 'register',
    texts: (t) => [t.registration.page.title, t.registration.page.intro],
    head: (t) => ({
      title: `${t.registration.page.title} – ${BRAND}`,
      meta: { description: t.registration.page.metaDescription },
    }),
  },
  {
    path: '/contact',
    name: 'contact',
    texts: (t) => [t.legal.contact.title, t.legal.contact.intro],
    head: (t) => ({
      title: `${t.legal.contact.metaTitle} – ${BRAND}`,
      meta: {
        description: t.legal.contact.metaDescription,
        keywords: t.legal.contact.metaKeywords,
        robots: 'index, follow',
      },
    }),
  },
  {
    path: '/privacy-policy',
    name: 'privacy-policy',
    texts: (t) => [t.legal.privacy.title, t.legal.privacy.introduction.p1],
    head: (t) => ({
      title: `${t.legal.privacy.title} – ${BRAND}`,
      meta: { description: t.legal.privacy.metaDescription },
    }),
  },
  {
    path: '/auctions',
    name: 'auctions',
    texts: (t) => [t.auctions.guest.title, t.auctions.guest.text],
    // It declares no head of its own: index.html's title.
    head: () => ({ title: BRAND, meta: {} }),
  },
  {
    path: '/terms',
    name: 'terms',
    texts: (t) => [t.legal.terms.title, t.legal.terms.whoMayBid.p1, t.legal.terms.extension.p1],
    head: (t) => ({
      title: `${t.legal.terms.title} – ${BRAND}`,
      meta: { description: t.legal.terms.metaDescription },
    }),
  },
];
/** The meta tags index.html gives every page. */
const TEMPLATE_META = ['viewport', 'theme-color'];
const languages = [
  { language: 'no', suffix: '', texts: resources.no },
  { language: 'en', suffix: '.en', texts: resources.en },
] as const;

/** Text as React writes it into HTML. */
const escaped = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll("'", '&#x27;');

/** A page's `<head>` and the content of its `#root`, read with a DOM parser (not by position). */
function parts(html: string): { head: Document['head']; root: HTMLElement } {
  const document = new DOMParser().parseFromString(html, 'text/html');
  const root = document.getElementById('root');
  if (!root) throw new Error('no #root');
  return { head: document.head, root };
}

describe.each(pages)('the prerendered page $path', ({ path, name, texts, head: pageHead }) => {
  it.each(languages)(
    'is written in $language, with its heading and main text',
    ({ language, suffix, texts: t }) => {
      const file = `${name}${suffix}.html`;
      expect(existsSync(resolve(distDir, file)), `${file} in dist/`).toBe(true);
      const html = read(file);
      expect(html).toMatch(new RegExp(`<html lang="${language}" data-page="${path}">`));
      const root = html.slice(html.indexOf('<div id="root">'));
      const [heading = '', ...rest] = texts(t);
      expect(root).toMatch(
        new RegExp(`<h1[^>]*>${escaped(heading).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`),
      );
      for (const text of rest) expect(root).toContain(escaped(text));
    },
  );

  it.each(languages)(
    'in $language, has its own title and meta tags in <head>, and none in the page',
    ({ suffix, texts: t }) => {
      const { head, root } = parts(read(`${name}${suffix}.html`));
      const expected = pageHead(t);
      expect([...head.querySelectorAll('title')].map((title) => title.textContent)).toEqual([expected.title]);
      const meta: Record<string, string> = {};
      for (const tag of head.querySelectorAll('meta[name]')) {
        const metaName = tag.getAttribute('name') ?? '';
        if (!TEMPLATE_META.includes(metaName)) meta[metaName] = tag.getAttribute('content') ?? '';
      }
      expect(meta).toEqual(expected.meta);
      // Nothing that belongs in <head> was left in the page's markup.
      expect(root.querySelectorAll('title, meta, link, style, script, base')).toHaveLength(0);
    },
  );

  it.each(languages)(
    'in $language, loads the app as ordinary module scripts and has no inline script',
    ({ suffix }) => {
      const html = read(`${name}${suffix}.html`);
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/);
      expect(html.match(/<script\b[^>]*>/g)).toHaveLength(1);
      expect(head).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/common-[\w-]+\.js">/);
      // Neither a time of day written at build time (it would be stale), nor an instant.
      expect(html).not.toMatch(/<time\b/);
      expect(head.match(/<title>/g)).toHaveLength(1);
    },
  );

  it.each(languages)(
    'in $language, paints without fetching a stylesheet, and has nothing the Content-Security-Policy refuses',
    ({ suffix }) => {
      const html = read(`${name}${suffix}.html`);
      const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '');
      expect(styles).toHaveLength(1);
      expect(html.match(/<style\b/g)).toHaveLength(1);
      const policy = JSON.parse(read('.deploy/security-headers.json')) as Record<string, string>;
      expect(policy['Content-Security-Policy']).toContain(styleHashSource(styles[0] ?? ''));
      expect(html).not.toMatch(/<link rel="stylesheet"/);
      expect(html.match(/<[^>]+\sstyle="[^"]*"/g) ?? []).toEqual([]);
      expect(html.match(/<[^>]+\son[a-z]+="/g) ?? []).toEqual([]);
    },
  );
});

describe('the page for every other path (app.html, the SPA fallback)', () => {
  it('is empty, with the app’s stylesheet and scripts: the app renders it in the browser', () => {
    const html = read('app.html');
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('data-page=');
    expect(html).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/index-[\w-]+\.css">/);
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/);
  });
});
