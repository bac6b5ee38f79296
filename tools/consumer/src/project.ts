// A project of a user of the toolkit: its own package.json in a temporary directory outside the workspace, the
// tarballs installed with npm, everything else from the registry. Nothing of this repository is on its resolution
// path: Node looks for node_modules from the project up to the file system's root, and the workspace is not there.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, sep } from 'node:path';
import type { Tarball } from './pack.js';
import { ROOT } from './publishable.js';

export interface ProjectOptions {
  /** Registry packages beside the tarballs, name to range. */
  registry?: Record<string, string>;
  /**
   * Only the tarballs of these packages and of the packages of this repository they depend on; every one by default.
   */
  only?: readonly string[];
}

export function makeProject(name: string, tarballs: readonly Tarball[], options: ProjectOptions = {}): string {
  const dir = mkdtempSync(join(tmpdir(), `${name}-`));
  const chosen = options.only ? withDependencies(options.only, tarballs) : tarballs;
  const dependencies = {
    ...Object.fromEntries(chosen.map((tarball) => [tarball.name, `file:${tarball.file}`])),
    ...options.registry,
  };
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name, private: true, type: 'module', dependencies }, null, 2),
  );
  installFromCache(dir);
  return dir;
}

const INSTALL = ['install', '--no-audit', '--no-fund', '--loglevel=error'];

/**
 * `npm install`, a package npm's cache holds taken as it is rather than asked of the registry again (--prefer-offline):
 * the projects of one run install the same registry packages several times. A cached list of a package's versions
 * can predate one that a newer release of another now asks for (msw 3.0.7 wanted @msw/url ^0.1.3, the cache knew
 * 0.1.2), and npm then refuses (ETARGET) rather than ask again: that install is made again asking the registry.
 */
export function installFromCache(dir: string, run: (cwd: string, ...args: string[]) => string = npm): void {
  try {
    run(dir, ...INSTALL, '--prefer-offline');
  } catch (error) {
    if (!String((error as { stderr?: unknown }).stderr).includes('ETARGET')) throw error;
    run(dir, ...INSTALL, '--prefer-online');
  }
}

/** The tarballs of these packages and, as npm would need them from the registry, of the ones of ours they depend on. */
export function withDependencies(names: readonly string[], tarballs: readonly Tarball[]): Tarball[] {
  const wanted = new Set(names);
  for (const name of wanted) {
    for (const dependency of tarballs.find((tarball) => tarball.name === name)?.dependencies ?? []) {
      if (tarballs.some((tarball) => tarball.name === dependency)) wanted.add(dependency);
    }
  }
  return tarballs.filter((tarball) => wanted.has(tarball.name));
}

/**
 * The environment of a user's shell: pnpm, running this test, set npm_config_* (its store, its user agent) and put
 * the workspace's node_modules/.bin on PATH, where `npx waas-mock` would find the workspace's own command.
 */
export function userEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(npm_|pnpm_|INIT_CWD$)/i.test(key)));
  env.PATH = (env.PATH ?? '')
    .split(delimiter)
    .filter((entry) => !entry.startsWith(ROOT) && !entry.includes(`${sep}node_modules${sep}`))
    .join(delimiter);
  return { ...env, ...extra };
}

export function npm(cwd: string, ...args: string[]): string {
  return execFileSync('npm', args, {
    cwd,
    env: userEnv(),
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 600_000,
  });
}
