import { lazy, type ComponentType } from 'react';
import { i18n } from '../i18n';
import type { ScreenDeclaration } from '../screens';

type Module<Props extends object> = { default: ComponentType<Props> };

/**
 * A screen or dialog loaded on first use, together with the data layer (query cache, HTTP client)
 * and every text it declares, all in parallel: one round trip instead of three, nothing suspends
 * later for a namespace, and the landing page carries none of them.
 *
 * `preload` loads it ahead of its first render (main.tsx does so for a prerendered page before
 * hydrating it); that render then does not suspend, since React's `lazy` takes a thenable that
 * answers at once as loaded.
 */
export function lazyScreen<Props extends object>({ load, namespaces }: ScreenDeclaration<Props>) {
  let loaded: Module<Props> | undefined;
  let loading: Promise<Module<Props>> | undefined;
  const preload = () =>
    (loading ??= Promise.all([load(), import('../api/QueryProvider'), i18n.loadNamespaces(namespaces)]).then(
      ([Screen, { QueryProvider }]) =>
        (loaded = {
          default: function ScreenWithData(props: Props) {
            return (
              <QueryProvider>
                <Screen {...props} />
              </QueryProvider>
            );
          },
        }),
    ));
  // `lazy` is typed for a Promise but takes any thenable: it calls `then` once, and renders
  // without suspending when the callback comes at once.
  const alreadyLoaded = (module: Module<Props>) =>
    ({ then: (onLoaded: (loadedModule: Module<Props>) => void) => onLoaded(module) }) as unknown as Promise<
      Module<Props>
    >;
  const Screen = lazy(() => (loaded ? alreadyLoaded(loaded) : preload()));
  return Object.assign(Screen, { preload });
}
