import type { ScreenDeclaration } from '../../screens';

/** The login dialog: its texts are the shell's own (`common`). */
export const loginDialog: ScreenDeclaration = {
  namespaces: ['ui'],
  load: () => import('./LoginDialog').then((module) => module.LoginDialog),
};
