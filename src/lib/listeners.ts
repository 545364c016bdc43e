/**
 * The listeners of a store that lives outside React (read with useSyncExternalStore) or of an
 * event source: `subscribe` returns the function that stops listening, `notify` tells them all.
 * `onFirst` and `onLast` start and stop whatever the store watches while anyone listens.
 */
export function createListeners<Args extends unknown[] = []>({
  onFirst,
  onLast,
}: { onFirst?: () => void; onLast?: () => void } = {}) {
  const listeners = new Set<(...args: Args) => void>();
  return {
    subscribe: (listener: (...args: Args) => void): (() => void) => {
      listeners.add(listener);
      if (listeners.size === 1) onFirst?.();
      return () => {
        if (listeners.delete(listener) && listeners.size === 0) onLast?.();
      };
    },
    notify: (...args: Args): void => {
      listeners.forEach((listener) => listener(...args));
    },
    get size(): number {
      return listeners.size;
    },
  };
}
