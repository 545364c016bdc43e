import type { ScreenDeclaration } from '../../lazyScreen';

interface DialogProps {
  open: boolean;
  onClose: () => void;
}

/** /register: both registrations; the buyer's licence picker (step 2) shows `ui` texts. */
export const registerScreen: ScreenDeclaration = {
  namespaces: ['registration', 'ui'],
  load: () => import('./RegisterPage').then((module) => module.RegisterPage),
};

/** The landing page's SELL dialog; its photo picker shows `ui` texts. */
export const sellDialog: ScreenDeclaration<DialogProps> = {
  namespaces: ['registration', 'ui'],
  load: () => import('./SellerQuickDialog').then((module) => module.SellerQuickDialog),
};

/** The landing page's BUY dialog: the buyer registration, licence picker (`ui`) included. */
export const buyDialog: ScreenDeclaration<DialogProps> = {
  namespaces: ['registration', 'ui'],
  load: () => import('./BuyerDialog').then((module) => module.BuyerDialog),
};
