// The spec's sources bundled as `pnpm --filter @waas/spec build` bundles them (the same Redocly CLI, run in the
// sources' folder so their redocly.yaml applies), and refused, with one line saying why, when the mock would serve
// the bundle wrongly or not at all.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { collectExamples, exampleValidator } from '@waas/spec/examples';
import type { OpenApiDocument } from '@waas/spec/document';
import { bundleVersion } from './bundle-version.js';

export type Bundled = { ok: true; json: string; version: string } | { ok: false; why: string };

const require = createRequire(import.meta.url);

function redoclyCli(): string {
  const manifest = require.resolve('@redocly/cli/package.json');
  return join(dirname(manifest), (require(manifest) as { bin: { redocly: string } }).bin.redocly);
}

function run(args: string[], cwd: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let [stdout, stderr] = ['', ''];
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

/** Redocly's first problem as `file:line:column message`, out of its report (`[1] file:line:col at #/…`, a blank line, the message). */
export function firstProblem(report: string): string {
  const problems = report.match(/^\[\d+\] /gm)?.length ?? 0;
  const first = /^\[1\] (\S+)[^\n]*\n\s*\n([^\n]+)/m.exec(report);
  if (first) return `${first[1]} ${first[2]}${problems > 1 ? ` (and ${problems - 1} more)` : ''}`;
  // No problem listed (openapi.yaml itself unreadable, say): its last line of text, boxes and blank lines left out.
  return report.split('\n').filter((line) => line.trim() !== '' && !/^\s*[║╔╚]/.test(line)).at(-1)?.trim() ?? 'redocly bundle failed';
}

/** The first example that breaks its schema: Prism would answer it as a 500, and the spec's build refuses it too. */
function brokenExample(document: OpenApiDocument): string | undefined {
  const validate = exampleValidator(document);
  const broken = collectExamples(document)
    .filter((site) => !site.invalid)
    .map((site) => ({ site, errors: validate(site) }))
    .filter(({ errors }) => errors.length > 0);
  if (broken.length === 0) return undefined;
  const { site, errors } = broken[0]!;
  const more = broken.length > 1 ? ` (and ${broken.length - 1} more)` : '';
  return `example ${site.at} breaks its schema: ${errors[0]!.instancePath || '(root)'} ${errors[0]!.message ?? 'is invalid'}${more}`;
}

export async function bundleSources(root: string): Promise<Bundled> {
  const bundled = await run([redoclyCli(), 'bundle', 'openapi.yaml', '--ext', 'json'], root);
  if (bundled.code !== 0) return { ok: false, why: firstProblem(bundled.stderr) };
  try {
    const document = JSON.parse(bundled.stdout) as OpenApiDocument;
    // Prism would keep its previous document without saying so on the mock's side.
    const why = Object.keys(document.paths ?? {}).length === 0 ? 'openapi.yaml has no path' : brokenExample(document);
    return why === undefined ? { ok: true, json: bundled.stdout, version: bundleVersion(bundled.stdout) } : { ok: false, why };
  } catch (error) {
    return { ok: false, why: error instanceof Error ? error.message : String(error) };
  }
}
