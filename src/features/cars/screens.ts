import type { ScreenDeclaration } from '../../lazyScreen';

/** /car/{id}: gallery, specification, the owner's actions and a sold car's result (`auctions`). */
export const carScreen: ScreenDeclaration = {
  namespaces: ['cars', 'auctions'],
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
