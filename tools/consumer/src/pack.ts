// Packs each publishable workspace as the registry would receive it: pnpm rewrites `workspace:` ranges to the
// versions they name, and `files` decides what goes in.
import { execFileSync } from 'node:child_process';
import { basename, join } from 'node:path';
import type { Workspace } from './publishable.js';

export interface Tarball {
  name: string;
  version: string;
  file: string;
  /** The names of the packages it depends on (the registry's and this repository's alike). */
  dependencies: string[];
}

export function pack(workspaces: readonly Workspace[], destination: string): Tarball[] {
  return workspaces.map(({ dir, manifest }) => {
    const output = execFileSync('pnpm', ['pack', '--pack-destination', destination], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const file = output.trim().split('\n').at(-1)!.trim();
    return {
      name: manifest.name,
      version: manifest.version,
      file: join(destination, basename(file)),
      dependencies: Object.keys(manifest.dependencies ?? {}),
    };
  });
}
