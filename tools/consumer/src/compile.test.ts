// A user's TypeScript file (fixtures/app.ts) compiles under strict in the consumer project, with the TypeScript we
// pin and the newest the registry serves, under both module resolutions users pick.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, expect, inject, test } from 'vitest';
import { userEnv } from './project.js';

const project = inject('project');
const RESOLUTIONS = {
  bundler: { module: 'esnext', moduleResolution: 'bundler' },
  node16: { module: 'node16', moduleResolution: 'node16' },
} as const;
const COMPILERS = {
  pinned: 'typescript',
  newest: 'typescript-newest',
} as const;

const versionOf = (name: string) =>
  (JSON.parse(readFileSync(join(project, 'node_modules', name, 'package.json'), 'utf8')) as { version: string })
    .version;

beforeAll(() => {
  mkdirSync(join(project, 'src'), { recursive: true });
  copyFileSync(new URL('./fixtures/app.ts', import.meta.url), join(project, 'src', 'app.ts'));
  for (const [name, options] of Object.entries(RESOLUTIONS)) {
    const compilerOptions = {
      ...options,
      target: 'es2022',
      lib: ['es2022', 'dom'],
      types: ['node'],
      strict: true,
      noEmit: true,
    };
    writeFileSync(
      join(project, `tsconfig.${name}.json`),
      JSON.stringify({ compilerOptions, include: ['src'] }, null, 2),
    );
  }
});

const cases = Object.entries(COMPILERS).flatMap(([compiler, pkg]) =>
  Object.keys(RESOLUTIONS).map((resolution) => [compiler, pkg, resolution] as const),
);

test.each(cases)('compiles with the %s TypeScript (%s) under moduleResolution %s', (_, pkg, resolution) => {
  const tsc = join(project, 'node_modules', pkg, 'bin', 'tsc');
  let output = '';
  try {
    execFileSync(process.execPath, [tsc, '-p', `tsconfig.${resolution}.json`], {
      cwd: project,
      env: userEnv(),
      encoding: 'utf8',
      stdio: 'pipe',
    });
  } catch (error) {
    output = `${(error as { stdout?: string }).stdout ?? ''}${(error as { stderr?: string }).stderr ?? ''}`;
  }
  expect(output, `TypeScript ${versionOf(pkg)}`).toBe('');
});
