// The bundled documents a diff compares: the spec at a git ref, the working tree's, and the released snapshot.
// Both sides are bundled by Redocly, as `pnpm build` does, so a diff never sees a difference of file layout.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { OpenApiDocument } from '../bundle.js';

/** The snapshot of the spec as last released, beside the spec (`spec/released/openapi.json`). */
export function releasedPath(specDir: string): string {
  return join(specDir, 'released', 'openapi.json');
}

export function readReleased(specDir: string): OpenApiDocument {
  const file = releasedPath(specDir);
  if (!existsSync(file)) throw new Error(`No released snapshot at ${file}: write one with \`pnpm spec snapshot\``);
  return JSON.parse(readFileSync(file, 'utf8')) as OpenApiDocument;
}

/**
 * Writes the working tree's bundle as the released snapshot; `pnpm version-packages` does this after
 * `changeset version`.
 */
export function writeReleased(specDir: string): string {
  const file = releasedPath(specDir);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(bundleWorkingTree(specDir), null, 2) + '\n');
  return file;
}

/** The spec as it is in the working tree, committed or not. */
export function bundleWorkingTree(specDir: string): OpenApiDocument {
  return bundle(specDir, specDir);
}

/**
 * The spec as it was at a git ref: the spec folder of that commit is extracted to a temporary folder and bundled
 * there with its own Redocly config, so nothing in the working tree is touched or read.
 */
export function bundleAtRef(specDir: string, ref: string): OpenApiDocument {
  const root = git(specDir, 'rev-parse', '--show-toplevel');
  const folder = git(specDir, 'rev-parse', '--show-prefix');
  if (spawnSync('git', ['-C', root, 'rev-parse', '--verify', '--quiet', `${ref}^{commit}`]).status !== 0) {
    throw new Error(`${ref} names no commit of ${root} (a shallow clone may lack it: fetch more history)`);
  }
  const scratch = mkdtempSync(join(tmpdir(), 'waas-spec-at-ref-'));
  try {
    git(root, 'archive', '--format=tar', `--output=${join(scratch, 'spec.tar')}`, ref, '--', folder);
    run('tar', ['-xf', 'spec.tar'], scratch);
    const extracted = join(scratch, folder);
    if (!existsSync(join(extracted, 'openapi.yaml'))) throw new Error(`${ref} has no ${folder}openapi.yaml`);
    return bundle(extracted, specDir);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Bundles `source`/openapi.yaml with the Redocly CLI installed in `specDir`. */
function bundle(source: string, specDir: string): OpenApiDocument {
  const scratch = mkdtempSync(join(tmpdir(), 'waas-spec-bundle-'));
  try {
    const output = join(scratch, 'openapi.json');
    run(join(specDir, 'node_modules', '.bin', 'redocly'), ['bundle', 'openapi.yaml', '--output', output], source);
    return JSON.parse(readFileSync(output, 'utf8')) as OpenApiDocument;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

function git(cwd: string, ...args: string[]): string {
  return run('git', args, cwd).trim();
}

function run(command: string, args: string[], cwd: string): string {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.error) throw result.error;
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${result.stderr}${result.stdout}`);
  return result.stdout;
}
