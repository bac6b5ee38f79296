import { readdirSync, statSync, watch, type FSWatcher } from 'node:fs';
import { join, sep } from 'node:path';

/** Every folder to watch: the root (for its top-level files) and each folder under a source. */
function foldersOf(root: string, sources: readonly string[]): string[] {
  const folders = [root];
  const visit = (folder: string) => {
    try {
      if (!statSync(folder).isDirectory()) return;
      folders.push(folder);
      for (const entry of readdirSync(folder, { withFileTypes: true }))
        if (entry.isDirectory()) visit(join(folder, entry.name));
    } catch {
      // Removed while we looked: the event in its parent rescans.
    }
  };
  for (const source of sources) visit(join(root, source));
  return folders;
}

/**
 * Calls `onChange` once the files under `sources` (relative to `root`) settle for `debounceMs`; one call at a time,
 * and one more if they changed again during it, so a burst of saves is one rebuild and none is lost.
 *
 * Folders are watched, never files: a file replaced on save (an editor's rename, `sed -i`, `git checkout`) is an event
 * in its folder like any write. An event naming a folder watches that folder again from scratch, since it may be a
 * new one at the same path (a branch switch deletes and creates it within a millisecond, and may reuse its inode).
 * Node 20's recursive `fs.watch` lost a replaced file; chokidar 5 loses a folder recreated that fast
 * (paulmillr/chokidar#1042).
 */
export function watchSources(
  root: string,
  sources: readonly string[],
  onChange: () => Promise<unknown>,
  debounceMs = 300,
): { close(): void } {
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

  const armed = new Map<string, FSWatcher>();
  const unwatch = (keep: (folder: string) => boolean) => {
    for (const [folder, watcher] of armed) {
      if (keep(folder)) continue;
      watcher.close();
      armed.delete(folder);
    }
  };
  const rearm = () => {
    const folders = foldersOf(root, sources);
    unwatch((folder) => folders.includes(folder));
    for (const folder of folders) {
      if (armed.has(folder)) continue;
      try {
        armed.set(
          folder,
          watch(folder, (_, name) => changed(folder, name)).on('error', () => changed(folder, null)),
        );
      } catch {
        // Gone before it was watched: the event in its parent rescans.
      }
    }
  };
  const changed = (folder: string, name: string | null) => {
    // In the root, only the sources count: dist/ is rebuilt by others, node_modules/ is not the spec.
    if (folder === root && name !== null && !sources.includes(name)) return;
    const renewed = name === null ? folder : join(folder, name);
    unwatch((watched) => watched !== renewed && !watched.startsWith(renewed + sep));
    rearm();
    trigger();
  };
  rearm();
  return {
    close() {
      clearTimeout(timer);
      unwatch(() => false);
    },
  };
}
