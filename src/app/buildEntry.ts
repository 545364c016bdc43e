import { CAR_ILLUSTRATIONS } from '../features/landing/sampleAuctionData.ts';
import { landingNamespaces } from '../features/landing/screens.ts';

/**
 * What the build-time plugins of build/ may know of the app, declared in one place (lint allows
 * build/ no other import from src/): the landing page's largest paint and the texts its first
 * paint waits for, which the build preloads.
 */
export const landingFirstSlide = `illustrations/${CAR_ILLUSTRATIONS[0].file}`;
export { landingNamespaces };
