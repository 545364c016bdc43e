import type { ScreenDeclaration } from '../../i18n/screenTexts';

/** The login dialog: its texts are the shell's own (`common`). */
export const loginDialog: ScreenDeclaration = {
  namespaces: [],
  load: () => import('./LoginDialog').then((module) => module.LoginDialog),
};
