// Specmatic's contract tests, generative, against a running server: its jar (shipped inside the npm package) on the
// machine's Java. The bundle is copied beside the dictionary, which Specmatic finds by its name.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { OpenApiDocument } from '@waas/spec/document';
import { dictionaryOf } from './dictionary.js';

const JAR = join(dirname(createRequire(import.meta.url).resolve('specmatic/package.json')), 'specmatic.jar');

/** Why Specmatic cannot run here, or undefined when Java 17 or later is on the PATH. */
export function javaMissing(): string | undefined {
  const probe = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (probe.error) return `no java on the PATH (${probe.error.message})`;
  const major = Number(/version "(\d+)/.exec(probe.stderr)?.[1]);
  return major >= 17 ? undefined : `Specmatic needs Java 17 or later; found ${probe.stderr.split('\n')[0]}`;
}

export interface SpecmaticRun {
  /** Its console log, which `readSpecmaticLog` reads. */
  log: string;
  /** The count from its closing line (`Tests run: N, …`), to check the log was read whole. */
  ran: number;
}

export async function runSpecmatic(options: {
  document: OpenApiDocument;
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  /** Specmatic's MAX_TEST_REQUEST_COMBINATIONS: how many of an operation's requests each test is built from. */
  combinations: number;
}): Promise<SpecmaticRun> {
  const dir = mkdtempSync(join(tmpdir(), 'waas-specmatic-'));
  try {
    writeFileSync(join(dir, 'openapi.json'), JSON.stringify(options.document));
    writeFileSync(join(dir, 'openapi_dictionary.json'), JSON.stringify(dictionaryOf(options.document)));
    // A run of under a minute on cores the other suites share: C2's compilations and the parallel collector's threads
    // cost more CPU than they give back before it ends.
    const jvm = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];
    const args = [...jvm, '-jar', JAR, 'test', 'openapi.json', '--testBaseURL', options.baseUrl];
    // The key goes by the security scheme's name; generative tests are off unless asked for.
    const env = {
      ...process.env,
      ApiKey: options.apiKey,
      SPECMATIC_GENERATIVE_TESTS: 'true',
      MAX_TEST_REQUEST_COMBINATIONS: String(options.combinations),
    };
    const child = spawn('java', args, { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs);
    const code = await new Promise<number | null>((done) => child.on('close', done)).finally(() => clearTimeout(timer));
    const log = Buffer.concat(chunks).toString('utf8');
    const ran = /^Tests run: (\d+),/m.exec(log);
    if (!ran)
      throw new Error(
        `Specmatic stopped (exit ${code}) without its closing line; the end of its log:\n${log.slice(-3000)}`,
      );
    return { log, ran: Number(ran[1]) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
