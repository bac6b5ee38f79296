import type { Engine } from '../storage/engine.js';

/**
 * The real engine, except that before its first write `meanwhile` commits: after a posting group's read, before its
 * write, as another process's write would. Counts the writes.
 */
export function meanwhileBeforeWrite(
  inner: Engine,
  meanwhile: () => Promise<unknown>,
): { engine: Engine; writes: () => number } {
  let writes = 0;
  const engine: Engine = {
    name: inner.name,
    unitOfWork: (work) => inner.unitOfWork(work),
    read: (text, params, options) => inner.read(text, params, options),
    async write(statements) {
      if (writes++ === 0) await meanwhile();
      return inner.write(statements);
    },
    poolUse: () => inner.poolUse(),
    close: () => inner.close(),
  };
  return { engine, writes: () => writes };
}
