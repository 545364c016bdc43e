import type { ScreenDeclaration } from '../../i18n/screenTexts';

/** /car/{id}: gallery, specification and the owner's actions. */
export const carScreen: ScreenDeclaration = {
  namespaces: ['cars'],
  load: () => import('./CarPage').then((module) => module.CarPage),
};

/** /user/{id}/add-car: the car form; its photo picker shows `ui` texts. */
export const addCarScreen: ScreenDeclaration = {
  namespaces: ['cars', 'ui'],
  load: () => import('./AddCarPage').then((module) => module.AddCarPage),
};

/** /car/{id}/edit: the same form, filled in. */
export const editCarScreen: ScreenDeclaration = {
  namespaces: ['cars', 'ui'],
  load: () => import('./EditCarPage').then((module) => module.EditCarPage),
};
