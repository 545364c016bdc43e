import type { Namespace } from 'i18next';
import { lazy, type ComponentType } from 'react';
import { i18n } from '../i18n';

/**
 * A screen (or a dialog: its props pass through) loaded on first use, together with the data layer
 * (query cache, HTTP client) and the texts it shows first, all in parallel: one round trip instead
 * of three, and the landing page carries none of them.
 */
export function lazyScreen<Module, Props extends object = object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
  namespaces: Namespace,
) {
  return lazy(async () => {
    const [module, { QueryProvider }] = await Promise.all([
      load(),
      import('../api/QueryProvider'),
      i18n.loadNamespaces(namespaces),
    ]);
    const Screen = pick(module);
    return {
      default: function ScreenWithData(props: Props) {
        return (
          <QueryProvider>
            <Screen {...props} />
          </QueryProvider>
        );
      },
    };
  });
}
