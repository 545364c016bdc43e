import type { TextNamespace } from '../../lazyScreen';

/**
 * The landing page ships in the entry chunk rather than loading lazily; these are the texts it
 * shows (the prerendered page preloads its language's chunks, build/prerender.ts).
 */
export const landingNamespaces: readonly TextNamespace[] = ['landing'];
