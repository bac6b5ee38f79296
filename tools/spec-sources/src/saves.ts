// What a test of a follower (the sandbox's --watch, the reference page's --follow, pnpm dev) needs of a save: the file
// written as a follower meets it, and a wait for the follower to have taken it.
import { renameSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** Written whole, as editors and pnpm dev write: beside the file, then renamed over it. */
export function saveWhole(file: string, text: string): void {
  writeFileSync(`${file}.next`, text);
  renameSync(`${file}.next`, file);
}

/**
 * `read` again, every `everyMs`, until `done` holds or `deadlineMs` has passed: the last value read, which the test
 * then judges, so a follower that never takes a save fails on what it shows rather than hanging. The deadline only
 * bounds a lost save; a follower takes one well within a second.
 */
export async function until<T>(
  read: () => Promise<T> | T,
  done: (value: T) => boolean,
  { deadlineMs = 60_000, everyMs = 50 }: { deadlineMs?: number; everyMs?: number } = {},
): Promise<T> {
  let value = await read();
  for (const deadline = Date.now() + deadlineMs; !done(value) && Date.now() < deadline; value = await read())
    await sleep(everyMs);
  return value;
}
