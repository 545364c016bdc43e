import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import type { Language } from '../config';
import { i18n, startI18n } from '../i18n';
import { createAppInstance } from '../core/appInstance';
import { HeadApartContext, HeadTags, type PageHeadData } from '../ui/PageHead';
import { App } from './App';
import { AppRoutes } from './AppRoutes';
import { PAGE_PATH_ATTRIBUTE } from './prerenderedPage';

export interface RenderedPage {
  /** The attributes of `<html>`: the language, and what main.tsx checks before hydrating. */
  htmlAttributes: Record<string, string>;
  /** The page's title and meta tags (ui/PageHead), for `<head>`; null when the page declares none. */
  head: string | null;
  /** The content of `#root`: the page's markup, no head element in it. */
  body: string;
}

/**
 * A guest's page at `path` in `language`, as the browser's first render will produce it (same
 * tree as main.tsx, the router at that location; nothing that depends on the time of day, which
 * the browser renders once it has taken the page over: core/clock.ts). Waits for lazy screens and
 * their texts, so the HTML is the page, not its loading state. Each page has an app instance of its
 * own: nothing one page's render leaves behind reaches the next.
 *
 * The head and the body are two renders with react-dom's public APIs: the page's render hands its
 * head over instead of rendering it (ui/PageHead), and the head is then rendered on its own, so the
 * build never has to tell head elements from the page's markup in one piece of HTML.
 */
export async function renderPage(path: string, language: Language): Promise<RenderedPage> {
  await startI18n(language);
  await i18n.changeLanguage(language);
  const declared: { head: PageHeadData | null } = { head: null };
  const { prelude } = await prerender(
    <HeadApartContext value={{ declare: (head) => (declared.head = head) }}>
      <App
        app={createAppInstance()}
        router={
          <StaticRouter location={path}>
            <AppRoutes />
          </StaticRouter>
        }
      />
    </HeadApartContext>,
    // Never split a large page into pieces put in place by inline scripts: the HTML is the
    // page as it stands (no script needed, and none a strict CSP would block).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const body = await new Response(prelude).text();
  const { head } = declared;
  return {
    htmlAttributes: {
      lang: language,
      [PAGE_PATH_ATTRIBUTE]: path,
    },
    head: head === null ? null : renderToStaticMarkup(<HeadTags {...head} />),
    body,
  };
}
