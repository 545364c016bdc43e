/**
 * The icons drawn in more than one place, as SVG paths on a 24 × 24 grid, for <Icon lines>. An icon
 * drawn in one place keeps its path there: this module is bundled whole with the entry.
 */
export const closeLines = 'M6 6l12 12M18 6L6 18';
export const menuLines = 'M4 7h16M4 12h16M4 17h16';
export const chevronDownLines = 'M6 9l6 6 6-6';
export const chevronLeftLines = 'M15 5l-7 7 7 7';
export const chevronRightLines = 'M9 5l7 7-7 7';
/** A circle with an exclamation mark: a notice. */
export const noticeLines = 'M12 2a10 10 0 1 1 0 20a10 10 0 1 1 0-20M12 7v6M12 16.5v.5';
