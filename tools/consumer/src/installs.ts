// The README's `npm i` commands, each run once a run in a new project of its own: the README's test runs them as
// written and the page's install test weighs two of them, so both read the same install.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Tarball } from './pack.js';
import { userEnv, withDependencies } from './project.js';

export interface Install {
  dir: string;
  /** npm's output, warnings included. */
  output: string;
}

/** The packages of ours a command names. */
export const oursIn = (command: string): string[] => command.split(/\s+/).filter((word) => word.startsWith('@waas/'));

/**
 * `command` (`npm i [-D] <names>`) in `<root>/<command>`. Packages of ours are not on the registry yet, so each name
 * stands for its tarball, with the tarballs of the packages of ours it depends on (what the registry would serve).
 */
export function install(command: string, tarballs: readonly Tarball[], root: string): Install {
  const dir = join(root, command.replace(/[^\w@.-]+/g, '_'));
  const log = join(dir, 'npm-output.txt');
  if (existsSync(log)) return { dir, output: readFileSync(log, 'utf8') };
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'readme-install', private: true, type: 'module' }));
  const words = command.split(/\s+/).slice(2);
  const ours = oursIn(command);
  const fileOf = (name: string) => tarballs.find((tarball) => tarball.name === name)!.file;
  const extra = withDependencies(ours, tarballs)
    .filter((tarball) => !ours.includes(tarball.name))
    .map((tarball) => tarball.file);
  const args = words.map((word) => (ours.includes(word) ? fileOf(word) : word));
  const npm = spawnSync('npm', ['i', ...args, ...extra, '--no-audit', '--no-fund'], {
    cwd: dir,
    env: userEnv(),
    encoding: 'utf8',
    timeout: 600_000,
  });
  const output = `${npm.stdout}${npm.stderr}`;
  if (npm.status !== 0) throw new Error(`${command} exited ${npm.status}:\n${output}`);
  writeFileSync(log, output);
  return { dir, output };
}
