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

type Module<Props extends object> = { default: ComponentType<Props> };

/**
 * The one way to load a declared screen, dialog or console section on first use: together with the
 * data layer (query cache, HTTP client) and every text it declares, all in parallel: one round trip
 * instead of three, nothing suspends later for a namespace, and the landing page carries none of
 * them. A screen inside another (a console section) finds the query cache already provided.
 *
 * `preload` starts loading it ahead of its first render (main.tsx does so for a prerendered page
 * before hydrating it); `lazy` then waits on the same promise.
 */
export function lazyScreen<Props extends object>({ load, namespaces }: ScreenDeclaration<Props>) {
  let loading: Promise<Module<Props>> | undefined;
  const preload = () =>
    (loading ??= Promise.all([load(), import('./api/QueryProvider'), i18n.loadNamespaces(namespaces)]).then(
      ([Screen, { QueryProvider }]) => ({
        default: function ScreenWithData(props: Props) {
          return createElement(QueryProvider, { children: createElement(Screen, props) });
        },
      }),
    ));
  const Screen = lazy(preload);
  return Object.assign(Screen, { preload });
}
