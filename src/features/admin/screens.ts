import type { ScreenDeclaration } from '../../lazyScreen';

/**
 * /admin/*: the operator's console, one lazy chunk holding its layout (the role check, the
 * sections' navigation) and its own routes. Each section is a further chunk (sections.ts); the one
 * at the address starts loading as soon as the console's code is in, beside the role check, and is
 * shown only once the layout has let an operator in. One declaration here keeps the landing page's
 * entry from carrying a preload list for every section.
 */
export const adminConsoleScreen: ScreenDeclaration = {
  namespaces: ['admin'],
  load: () =>
    import('./AdminConsole').then((module) => {
      void module.preloadSection(window.location.pathname);
      return module.AdminConsole;
    }),
};
