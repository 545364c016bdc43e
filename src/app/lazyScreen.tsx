import { lazy, type ComponentType } from 'react';
import { i18n } from '../i18n';
import type { ScreenDeclaration } from '../screens';

type Module<Props extends object> = { default: ComponentType<Props> };

/**
 * A screen or dialog loaded on first use, together with the data layer (query cache, HTTP client,
 * the slow-answer notice: DataLayer.tsx) and every text it declares, all in parallel: one round trip instead of three, nothing suspends
 * later for a namespace, and the landing page carries none of them.
 *
 * `preload` starts loading it ahead of its first render (main.tsx does so for a prerendered page
 * before hydrating it); `lazy` then waits on the same promise.
 */
export function lazyScreen<Props extends object>({ load, namespaces }: ScreenDeclaration<Props>) {
  let loading: Promise<Module<Props>> | undefined;
  const preload = () =>
    (loading ??= Promise.all([load(), import('./DataLayer'), i18n.loadNamespaces(namespaces)]).then(
      ([Screen, { DataLayer }]) => ({
        default: function ScreenWithData(props: Props) {
          return (
            <DataLayer>
              <Screen {...props} />
            </DataLayer>
          );
        },
      }),
    ));
  const Screen = lazy(preload);
  return Object.assign(Screen, { preload });
}
