/**
 * The draft writes still on their way, per draft (ui/form/useFormDraft): a form opened again (a page
 * left and come back to) reads its draft after them. A part of the app instance (core/appInstance).
 */
export interface DraftWrites {
  /** Runs `write` after the draft's earlier writes. */
  enqueue: (id: string, write: () => Promise<void>) => void;
  /** Resolves once the draft's writes so far have landed. */
  landed: (id: string) => Promise<void>;
  /**
   * Every write on its way has landed. A form that goes saves at once (its unmount flushes), and
   * that write finishes later: a test waits for it before the next test's IndexedDB comes.
   */
  settled: () => Promise<void>;
}

export function draftWrites(): DraftWrites {
  const writing = new Map<string, Promise<void>>();
  return {
    enqueue(id, write) {
      const next = (writing.get(id) ?? Promise.resolve()).then(write);
      writing.set(id, next);
      void next.then(() => {
        if (writing.get(id) === next) writing.delete(id);
      });
    },
    landed: (id) => writing.get(id) ?? Promise.resolve(),
    settled: () => Promise.all([...writing.values()]).then(() => undefined),
  };
}
