import { Worker, type WorkerOptions } from 'node:worker_threads';

// A worker's entry file is loaded before any --import hook applies, so whatever started this process (tsx,
// vitest), a one-line script imports the TypeScript entry through tsx's API.
const tsxApi = import.meta.resolve('tsx/esm/api');

/** A worker thread running a TypeScript module, given by URL; `workerData` reaches it as usual. */
export function startTypeScriptWorker(
  entry: URL,
  workerData?: unknown,
  options: Pick<WorkerOptions, 'resourceLimits'> = {},
): Worker {
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then((tsx) => tsx.tsImport(${JSON.stringify(entry.href)}, ${JSON.stringify(import.meta.url)}));`;
  return new Worker(bootstrap, { eval: true, ...options, ...(workerData === undefined ? {} : { workerData }) });
}
