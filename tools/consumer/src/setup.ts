// Once for every test file: pack the publishable workspaces and install them into a consumer project.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { pack, type Tarball } from './pack.js';
import { makeProject } from './project.js';
import { publishable } from './publishable.js';

declare module 'vitest' {
  export interface ProvidedContext {
    tarballs: Tarball[];
    /** The consumer project: every tarball, msw 2, TypeScript 5.9 and the newest TypeScript installed. */
    project: string;
    /** Where the README's `npm i` commands install, each once a run (`installs.ts`). */
    installs: string;
  }
}

export default function setup(project: TestProject): () => void {
  const tarballDir = mkdtempSync(join(tmpdir(), 'waas-tarballs-'));
  const tarballs = pack(publishable(), tarballDir);
  const consumer = makeProject('waas-consumer', tarballs, {
    registry: {
      msw: '^2.10.0',
      typescript: '~5.9.3',
      'typescript-newest': 'npm:typescript@latest',
      '@types/node': '^20.19.0',
    },
  });
  const installs = mkdtempSync(join(tmpdir(), 'waas-installs-'));
  project.provide('tarballs', tarballs);
  project.provide('project', consumer);
  project.provide('installs', installs);
  return () => {
    for (const dir of [tarballDir, consumer, installs]) rmSync(dir, { recursive: true, force: true });
  };
}
