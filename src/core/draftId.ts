/** Where a form's draft is kept: a visitor's under the form's key, a user's under key and user. */
export const draftId = (key: string, owner: string | null): string =>
  owner === null ? key : `${key}:${owner}`;
