import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Example } from './examples.js';

const tsx = createRequire(import.meta.url).resolve('tsx/cli');

/**
 * Runs one example in `dir` (temporaryDirFor), as a module of the package, and rejects unless it prints every line it
 * promises, each as a whole line. An example that promises nothing is refused too: the README would then claim nothing
 * a reader could check.
 */
export async function runExample(dir: URL, example: Example, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  if (example.promised.length === 0)
    throw new Error(`README example ${example.index} says nothing it prints (\`console.log(...); // text\`)`);
  const file = fileURLToPath(new URL(`example-${example.index}.mts`, dir));
  writeFileSync(file, example.code);
  const { stdout } = await promisify(execFile)(process.execPath, [tsx, file], { timeout: 30_000, env });
  // Whole lines (ends trimmed, as the promise is): a line that only starts with the promise does not keep it.
  const printed = new Set(stdout.split('\n').map((line) => line.trim()));
  const missing = example.promised.filter((said) => !printed.has(said));
  if (missing.length > 0) {
    throw new Error(
      `README example ${example.index} did not print ${missing.map((said) => JSON.stringify(said)).join(', ')}; it ` +
        `printed:\n${stdout}`,
    );
  }
}
