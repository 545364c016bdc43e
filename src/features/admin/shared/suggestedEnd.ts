const WEEK_MS = 7 * 86_400_000;

/** A new run's suggested end: a week ahead at the same minute, which the operator can change. */
export const suggestedEnd = (): string => new Date(Date.now() + WEEK_MS).toISOString();
