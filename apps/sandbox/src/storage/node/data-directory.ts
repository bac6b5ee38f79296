import { mkdir, stat } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';

/**
 * Makes a data directory and its missing parents, one level at a time from the root. Node's own `recursive` mkdir
 * never returns, busy, where mkdir answers ENOENT under a parent that exists (`/proc/x`): this one fails there with
 * that error, as it fails elsewhere (ENOTDIR, EACCES, EROFS), for the start to say in one line.
 */
export async function makeDataDirectory(path: string): Promise<void> {
  const levels: string[] = [];
  for (let level = resolve(path); levels.at(-1) !== level; level = dirname(level)) levels.push(level);
  for (const level of levels.reverse()) {
    try {
      await mkdir(level);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  if (!(await stat(path)).isDirectory()) throw new Error(`${path} is not a directory`);
}
