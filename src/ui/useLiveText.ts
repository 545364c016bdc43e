import { useEffect, useState } from 'react';

/** Long enough for assistive technology to notice a new live region before its words arrive. */
const LIVE_REGION_DELAY_MS = 150;

/**
 * The words for a live region, given a moment after they change: a region that appears together
 * with its words is often not read out, one that is already there is.
 */
export function useLiveText(text: string): string {
  const [spoken, setSpoken] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSpoken(text), LIVE_REGION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return spoken;
}
