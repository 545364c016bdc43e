import type { TextNamespace } from '../../i18n/screenTexts';

/**
 * The landing page ships in the entry chunk rather than loading lazily; its texts are the one
 * thing its first paint waits for, so the build preloads these namespaces (build/preloadLanding.ts).
 */
export const landingNamespaces: readonly TextNamespace[] = ['landing'];
