// The document pool's worker thread (./pool.ts). It loads the TypeScript tasks through
// tsx's API, so it starts the same under `tsx`, vitest and plain node.
import { tsImport } from 'tsx/esm/api';

const { lowerThreadPriority } = await tsImport('./priority.ts', import.meta.url);
// Conversions and PDF rendering lose CPU ties to the event loop's requests (./priority.ts).
lowerThreadPriority();

const { runTask } = await tsImport('./tasks.ts', import.meta.url);

export default runTask;
