import { createContext, useContext } from 'react';

/** What a page puts in `<head>`: its title, and the meta tags search engines and link previews read. */
export interface PageHeadData {
  title: string;
  description?: string;
  keywords?: string;
  robots?: string;
}

/** The meta tags of a page's head, in this order. */
const META_NAMES = ['description', 'keywords', 'robots'] as const;

/** The `<title>` and `<meta>` elements of a page's head, and nothing else. */
export function HeadTags(head: PageHeadData) {
  return (
    <>
      <title>{head.title}</title>
      {META_NAMES.map((name) => {
        const content = head[name];
        return content === undefined ? null : <meta key={name} name={name} content={content} />;
      })}
    </>
  );
}

/**
 * Where a page's head goes when it is rendered apart from the page (the prerender,
 * app/renderPage.tsx): the page's render hands its head here instead of rendering it, and the
 * build renders it into `<head>` on its own. Without one (in the browser), the head is rendered in
 * the page, and React puts its title and meta tags in the document's `<head>` (React 19's
 * `<title>` and `<meta>` components); hydrating a prerendered page, React finds them there.
 */
export interface HeadApart {
  declare(head: PageHeadData): void;
}

export const HeadApartContext = createContext<HeadApart | null>(null);

/** A page's title and meta tags, declared where the page renders: the one way a page sets its head. */
export function PageHead(head: PageHeadData) {
  const apart = useContext(HeadApartContext);
  if (apart === null) return <HeadTags {...head} />;
  apart.declare(head);
  return null;
}
