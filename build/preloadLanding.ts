import type { HtmlTagDescriptor, Plugin } from 'vite';
import { landingFirstSlide, landingNamespaces } from '../src/app/buildEntry.ts';

const LANDING_TEXTS = new RegExp(`/src/i18n/locales/[^/]+/(${landingNamespaces.join('|')})\\.json$`);

/**
 * The landing page ships in the entry chunk, but its first paint also needs its texts (the
 * namespaces it declares, a small chunk per language each) and the carousel's first slide, its largest
 * paint. Without hints the browser finds both only after the entry has run; with them it fetches
 * them alongside the entry (the Lighthouse figures in the README show the gain).
 */
export function preloadLanding(): Plugin {
  let base = '/';
  return {
    name: 'preload-landing',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const texts = Object.values(bundle ?? {}).filter(
          (chunk) => chunk.type === 'chunk' && LANDING_TEXTS.test(chunk.facadeModuleId ?? ''),
        );
        if (texts.length === 0) throw new Error('preload-landing: no chunk for the landing texts');
        return [
          ...texts.map((chunk): HtmlTagDescriptor => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${chunk.fileName}` },
            injectTo: 'head',
          })),
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'image',
              fetchpriority: 'high',
              href: `${base}${landingFirstSlide}`,
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
