import { useTranslation } from 'react-i18next';
import type { FormMessage } from './formMessage';

/** The words of a form message in the current language ('' for none). */
export function useMessageText(): (message: FormMessage | null | undefined) => string {
  // Re-renders on a language switch; the key names its own namespace, which its screen loaded.
  const { i18n } = useTranslation();
  return (message) => (message ? i18n.t(message.key, message.values) : '');
}
