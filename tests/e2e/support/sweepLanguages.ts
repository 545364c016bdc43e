import type { Language } from '../pages/AppShell';

/**
 * The languages an accessibility sweep visits at the project's size: Norwegian on the phone,
 * English on the desktop. Every route and dialog is checked in both languages and at both sizes,
 * not in every pairing of the two: that halves the sweeps' share of CI's time, and what differs
 * between the languages (texts, their length, `lang`) is seen either way.
 */
export const sweepLanguages = (isMobile: boolean): Language[] => (isMobile ? ['no'] : ['en']);
