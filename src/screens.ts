import type { ComponentType } from 'react';
import type { resources } from './i18n/resources';

/** One translation file per language: `i18n/locales/<language>/<namespace>.json`. */
export type TextNamespace = keyof (typeof resources)['no'];

/**
 * A lazily loaded screen or dialog, declared beside its component by the feature that owns it (in
 * its `screens.ts`): how to load it, and every namespace it and its children show (`common` ships
 * with the entry and is always there). The app loads the code and the texts together
 * (app/lazyScreen.tsx), so nothing suspends later for a text; nobody keeps a second list.
 * tests/component/shell/namespaces.test.tsx renders each declaration with only its namespaces loaded.
 * It lives at the top of src/, like paths.ts, because features declare and the app reads it.
 */
export interface ScreenDeclaration<Props extends object = object> {
  namespaces: readonly TextNamespace[];
  load: () => Promise<ComponentType<Props>>;
}
