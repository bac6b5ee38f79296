import { readFileSync } from 'node:fs';

/** The version of the package this file was installed with: its package.json is two folders up, from src or dist. */
export function packageVersion(): string {
  return (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string })
    .version;
}
