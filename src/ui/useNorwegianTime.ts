import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNorwegianTime, timeNote } from '../lib/norwegianTime';

export interface NorwegianTimeFormat {
  /** "01.06.2025 18:00", and " (Norwegian time)" after it where the viewer's clock reads it otherwise. */
  format: (value: string | null | undefined) => string;
  /** The note alone (" (Norwegian time)") for a heading over many times, or '' where it is not needed. */
  noteAt: (value: string | null | undefined) => string;
}

/** Times as every screen shows them: Norwegian time, saying so to a viewer in another zone (issue 30). */
export function useNorwegianTime(): NorwegianTimeFormat {
  const { t } = useTranslation('common');
  const note = t('norwegianTime.note');
  return useMemo(
    () => ({
      format: (value) => formatNorwegianTime(value, note),
      noteAt: (value) => timeNote(value, note),
    }),
    [note],
  );
}
