import { Fragment, type ReactNode } from 'react';

interface TaggedTextProps {
  /** A translated text with `<name>content</name>` markers, e.g. 'Login or <register>create an account</register>'. */
  text: string;
  tags: Record<string, (content: string) => ReactNode>;
}

const TAG = /<(\w+)>(.*?)<\/\1>/g;

/** The landing page's one rich text, without react-i18next's Trans (which weighs on the initial download: bench/README.md §10). */
export function TaggedText({ text, tags }: TaggedTextProps) {
  const parts: ReactNode[] = [];
  let rest = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, tag = '', content = ''] = match;
    const render = tags[tag];
    parts.push(
      text.slice(rest, match.index),
      <Fragment key={match.index}>{render ? render(content) : content}</Fragment>,
    );
    rest = match.index + whole.length;
  }
  parts.push(text.slice(rest));
  return <>{parts}</>;
}
