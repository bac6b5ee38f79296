import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError } from './load.js';

/** The profiles in the package's `profiles/`, so `--profile staging` works from an npm install without a copy. */
export const SHIPPED_PROFILES = ['mock', 'sandbox', 'staging'] as const;

// From src/profile/ and dist/profile/ alike, `profiles/` is two folders up.
const SHIPPED_DIR = fileURLToPath(new URL('../../profiles/', import.meta.url));

/**
 * The file `--profile <given>` reads: the path relative to `cwd` when it exists (a file of yours always wins), else
 * the shipped profile when `given` is one's name (`staging` or `staging.yaml`).
 */
export function profilePath(given: string, cwd: string): string {
  const local = resolve(cwd, given);
  if (existsSync(local)) return local;
  const name = SHIPPED_PROFILES.find((name) => given === name || given === `${name}.yaml`);
  if (name) return resolve(SHIPPED_DIR, `${name}.yaml`);
  throw new ConfigError(
    `profile ${given}: no file ${local}, and ${given} is not a shipped profile (${SHIPPED_PROFILES.join(', ')})`,
  );
}
