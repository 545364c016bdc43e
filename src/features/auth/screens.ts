import type { ScreenDeclaration } from '../../lazyScreen';

/**
 * The login dialog: its texts are the shell's own (`common`); "Forgot password?" is in `session`,
 * loaded with the dialog, not with every page.
 */
export const loginDialog: ScreenDeclaration = {
  namespaces: ['ui', 'session'],
  load: () => import('./LoginDialog').then((module) => module.LoginDialog),
};
