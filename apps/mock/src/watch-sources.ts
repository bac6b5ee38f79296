import { watch, type FSWatcher } from 'node:fs';
import { join } from 'node:path';

/**
 * Calls `onChange` once the files under `sources` (relative to `root`) settle for `debounceMs`; one call at a time,
 * and one more if they changed again during it, so a burst of saves is one rebuild and none is lost.
 */
export function watchSources(root: string, sources: readonly string[], onChange: () => Promise<unknown>, debounceMs = 300): { close(): void } {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let again = false;
  const settle = async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    do {
      again = false;
      await onChange();
    } while (again);
    running = false;
  };
  const trigger = () => {
    clearTimeout(timer);
    timer = setTimeout(settle, debounceMs);
  };
  const watchers: FSWatcher[] = sources.map((source) => watch(join(root, source), { recursive: true }, trigger));
  return {
    close() {
      clearTimeout(timer);
      for (const watcher of watchers) watcher.close();
    },
  };
}
