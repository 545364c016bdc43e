import type { ComponentType } from 'react';
import type { resources } from './resources';

/** One translation file per language: `locales/<language>/<namespace>.json`. */
export type TextNamespace = keyof (typeof resources)['no'];

/**
 * A lazily loaded screen or dialog, declared beside its component by the feature that owns it: how
 * to load it, and every namespace it and its children show (`common` ships with the entry and is
 * always there). The app loads the code and the texts together, so nothing suspends later for a
 * text; nobody keeps a second list. tests/component/shell/namespaces.test.tsx renders each
 * declaration with only its namespaces loaded.
 */
export interface ScreenDeclaration<Props extends object = object> {
  namespaces: readonly TextNamespace[];
  load: () => Promise<ComponentType<Props>>;
}
