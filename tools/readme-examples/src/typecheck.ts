import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Example } from './examples.js';

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

/**
 * Type-checks every example in `dir` (temporaryDirFor) with the package's own tsconfig.json; rejects with the
 * compiler's report.
 */
export async function typecheckExamples(dir: URL, packageRoot: URL, examples: readonly Example[]): Promise<void> {
  for (const example of examples) writeFileSync(new URL(`typed-${example.index}.mts`, dir), example.code);
  const config = {
    extends: fileURLToPath(new URL('tsconfig.json', packageRoot)),
    // A snippet may name a parameter only to show a signature, as a user's code is free to.
    compilerOptions: { noEmit: true, noUnusedLocals: false, noUnusedParameters: false },
    include: ['typed-*.mts'],
    exclude: [],
  };
  const project = fileURLToPath(new URL('tsconfig.json', dir));
  writeFileSync(project, JSON.stringify(config));
  await promisify(execFile)(process.execPath, [tsc, '-p', project], { timeout: 60_000 }).catch(
    (error: { stdout?: string }) => {
      throw new Error(`The README's examples do not type-check:\n${error.stdout ?? String(error)}`);
    },
  );
}
