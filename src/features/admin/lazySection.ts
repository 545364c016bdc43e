import { lazy } from 'react';
import { i18n } from '../../i18n';
import type { ScreenDeclaration } from '../../screens';

/**
 * A console section loaded on first use, with the texts it declares, in parallel. The console's
 * own chunk already provides the query cache (app/lazyScreen), so nothing else is needed here.
 */
export function lazySection({ load, namespaces }: ScreenDeclaration) {
  return lazy(() =>
    Promise.all([load(), i18n.loadNamespaces(namespaces)]).then(([Section]) => ({ default: Section })),
  );
}
