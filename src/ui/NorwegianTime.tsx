import { useNorwegianTime } from './useNorwegianTime';

/** A time as an element: the Norwegian time, noted as such where the viewer's zone differs (issue 30). */
export function NorwegianTime({ value }: { value: string | null | undefined }) {
  const { format } = useNorwegianTime();
  if (!value) return <>{format(value)}</>;
  return <time dateTime={value}>{format(value)}</time>;
}
