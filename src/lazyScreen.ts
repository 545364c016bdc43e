import { createElement, lazy, type ComponentType } from 'react';
import { i18n } from './i18n';
import type { resources } from './i18n/resources';

/** One translation file per language: `i18n/locales/<language>/<namespace>.json`. */
export type TextNamespace = keyof (typeof resources)['no'];

/**
 * A lazily loaded screen or dialog, declared beside its component by the feature that owns it (in
 * its `screens.ts`): how to load it, and every namespace it and its children show (`common` ships
 * with the entry and is always there). `lazyScreen` below loads the code and the texts together,
 * so nothing suspends later for a text; nobody keeps a second list.
 * tests/component/shell/namespaces.test.tsx renders each declaration with only its namespaces loaded.
 * It lives at the top of src/, like paths.ts, because features declare and the app reads it.
 */
export interface ScreenDeclaration<Props extends object = object> {
  namespaces: readonly TextNamespace[];
  load: () => Promise<ComponentType<Props>>;
}

/**
 * The one way to load a declared screen, dialog or console section (and the session guard) on first
 * use: together with the data layer (query cache, HTTP client) and every text it declares, all in
 * parallel: one round trip instead of three, nothing suspends later for a namespace, and the landing page carries none of
 * them. A screen inside another (a console section) finds the query cache already provided.
 *
 * `preload` starts loading it ahead of its first render (main.tsx does so for the page it opens);
 * a render before it is in suspends on the same promise (React.lazy). A render after it is in renders
 * the screen itself: React.lazy would suspend once, even for code already loaded, and React holds
 * back what a suspended render reveals until 300 ms after the last loading state it showed
 * (bench/README.md §8, issue 45), a third of the console's first list.
 */
export function lazyScreen<Props extends object>({ load, namespaces }: ScreenDeclaration<Props>) {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  let loaded: ComponentType<Props> | undefined;
  const preload = () =>
    (loading ??= Promise.all([load(), import('./api/QueryProvider'), i18n.loadNamespaces(namespaces)]).then(
      ([Screen, { QueryProvider }]) => {
        loaded = function ScreenWithData(props: Props) {
          return createElement(QueryProvider, { children: createElement(Screen, props) });
        };
        return { default: loaded };
      },
    ));
  const Suspending = lazy(preload);
  // Only ever suspends (`loaded` is set before the lazy component resolves), so the switch from one
  // to the other never unmounts a screen.
  function LazyScreen(props: Props) {
    return createElement(loaded ?? Suspending, props);
  }
  return Object.assign(LazyScreen, { preload });
}
