// The document pool's worker process (./pool.ts). It loads the TypeScript tasks through
// tsx's API, so it starts the same under `tsx`, vitest and plain node.
import { tsImport } from 'tsx/esm/api';
import workerpool from 'workerpool';

const { lowerThreadPriority } = await tsImport('./priority.ts', import.meta.url);
// Conversions and PDF rendering lose CPU ties to the event loop's requests (./priority.ts):
// the process's main thread, which runs the tasks, and LibreOffice, which inherits it.
lowerThreadPriority();

const { runTask } = await tsImport('./tasks.ts', import.meta.url);

workerpool.worker({ run: runTask });
