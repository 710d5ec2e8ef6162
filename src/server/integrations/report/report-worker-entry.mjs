// A worker thread gets no TypeScript loader from its parent: `node --import tsx` does not carry into it on Node 20,
// and Vitest's transform never does. So this one plain module registers tsx inside the thread, then loads the
// TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./report-worker.ts');
