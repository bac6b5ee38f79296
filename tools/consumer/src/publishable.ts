// Which workspaces ship to the registry: every one not marked private. Read from the workspace, so a package made
// public is proven here the day it is made public, without a list to remember.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface Manifest {
  name: string;
  version: string;
  private?: boolean;
  bin?: Record<string, string>;
  license?: string;
  files?: string[];
  engines?: Record<string, string>;
  exports?: Record<string, unknown>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

export interface Workspace {
  dir: string;
  manifest: Manifest;
}

const read = (dir: string) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest;

function workspaceDirs(): string[] {
  const grouped = ['packages', 'apps', 'tools'].flatMap((group) =>
    readdirSync(join(ROOT, group), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(ROOT, group, entry.name))
      .filter((dir) => existsSync(join(dir, 'package.json'))),
  );
  return [join(ROOT, 'spec'), ...grouped];
}

export function publishable(): Workspace[] {
  return workspaceDirs()
    .map((dir) => ({ dir, manifest: read(dir) }))
    .filter(({ manifest }) => manifest.private !== true);
}
