import { useCallback, useRef, useState } from 'react';
import { UploadCancelled, type UploadWatch } from '../lib/uploadProgress';

export interface UploadProgressState {
  sentBytes: number;
  /** 0 until the browser knows the request's size. */
  totalBytes: number;
}

/**
 * One form's upload: what has been sent, a Cancel that aborts the request, and whether the last
 * one was cancelled. The form's write runs its upload call through `run`; <UploadProgress> shows it.
 *
 *   const upload = useUpload();
 *   const save = useMutation({ mutationFn: (car) => upload.run((watch) => addCar(car, photos, watch)) });
 */
export function useUpload() {
  const [progress, setProgress] = useState<UploadProgressState | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const controller = useRef<AbortController | null>(null);

  /** Sends with a fresh watch; a request the user cancelled rejects with UploadCancelled. */
  const run = useCallback(async <Result>(send: (watch: UploadWatch) => Promise<Result>): Promise<Result> => {
    const abort = new AbortController();
    controller.current = abort;
    setCancelled(false);
    setProgress({ sentBytes: 0, totalBytes: 0 });
    try {
      return await send({
        signal: abort.signal,
        onProgress: (sentBytes, totalBytes) => setProgress({ sentBytes, totalBytes }),
      });
    } catch (error) {
      if (!abort.signal.aborted) throw error;
      setCancelled(true);
      throw new UploadCancelled();
    } finally {
      controller.current = null;
      setProgress(null);
    }
  }, []);

  const cancel = useCallback(() => controller.current?.abort(), []);
  /** Forgets a cancelled upload (the form was reset). */
  const clear = useCallback(() => setCancelled(false), []);

  return { progress, cancelled, run, cancel, clear };
}

export type Upload = ReturnType<typeof useUpload>;
