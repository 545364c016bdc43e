import { lazy } from 'react';
import { i18n } from '../i18n';
import type { ScreenDeclaration } from '../i18n/screenTexts';

/**
 * A screen or dialog loaded on first use, together with the data layer (query cache, HTTP client)
 * and every text it declares, all in parallel: one round trip instead of three, nothing suspends
 * later for a namespace, and the landing page carries none of them.
 */
export function lazyScreen<Props extends object>({ load, namespaces }: ScreenDeclaration<Props>) {
  return lazy(async () => {
    const [Screen, { QueryProvider }] = await Promise.all([
      load(),
      import('../api/QueryProvider'),
      i18n.loadNamespaces(namespaces),
    ]);
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
