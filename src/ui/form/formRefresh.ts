import { createContext } from 'react';

/**
 * The fields of one form (Form provides it, FormField reads it). react-hook-form settles a send
 * or a blur check after an await, which React would show a moment later; `refresh` shows it at
 * once, so nothing ever sees a form whose focus and messages disagree.
 */
export const FormRefresh = createContext<{ version: number; refresh: () => void }>({
  version: 0,
  refresh: () => undefined,
});
