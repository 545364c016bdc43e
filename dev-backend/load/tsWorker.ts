import { Worker } from 'node:worker_threads';

/**
 * Starts a TypeScript module on a worker thread. Workers do not inherit tsx's loader hooks on
 * Node 20, so the worker first imports tsx's API and loads the module through it.
 */
export function startTsWorker(file: URL, workerData?: unknown): Worker {
  const api = import.meta.resolve('tsx/esm/api');
  const source = `import(${JSON.stringify(api)}).then(({ tsImport }) => tsImport(${JSON.stringify(file.href)}, ${JSON.stringify(file.href)}))`;
  return new Worker(source, { eval: true, workerData });
}
