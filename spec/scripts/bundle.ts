// `bundle`: the sources bundled by Redocly's core with the spec's redocly.yaml, in this one process, then checked and
// written with what is derived from them: dist/openapi.json and .yaml, dist/provisional.json and dist/workflows.json.
// `pnpm dev` bundles with the same core (tools/spec-sources, whose test holds its bytes to these). Run as two
// `redocly bundle` commands and three scripts, each starting Node and loading Redocly or the bundle again, it took
// several times as long, and every build of the sandbox, the mock and the page waits for it.
//
// `tsx scripts/bundle.ts [entry] [out]`: openapi.yaml into dist/ unless told otherwise (its test bundles fixtures).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { bundle, getLineColLocation, loadConfig, stringifyYaml } from '@redocly/openapi-core';
import { parse } from 'yaml';
import { pointer, type OpenApiDocument } from '../src/bundle.js';
import { examplesMatchSchemas, invalidExamplesFail } from '../src/contract/examples.js';
import { collectProvisional } from '../src/provisional.js';
import { textHash, WORKFLOW_FILE } from '../src/workflows.js';

const SPEC = new URL('..', import.meta.url).pathname;
const [entry = 'openapi.yaml', out = 'dist'] = process.argv.slice(2);
const outDir = resolve(SPEC, out);
const FILES = ['openapi.json', 'openapi.yaml', 'provisional.json', 'workflows.json'];

/** Each error Redocly met, as `file:line:column message`, the file relative to the spec. */
function problemLines(problems: Awaited<ReturnType<typeof bundle>>['problems']): string[] {
  return problems
    .filter((problem) => problem.severity === 'error')
    .map((problem) => {
      const at = problem.location[0];
      if (at === undefined) return problem.message;
      const { line, col } = getLineColLocation(at).start;
      return `${relative(SPEC, at.source.absoluteRef)}:${line}:${col} ${problem.message}`;
    });
}

/**
 * Examples that break their schema, and those under x-invalid-examples that do not: a mock or a sandbox would serve
 * them. Named by pointer into the bundle; `pnpm spec check` shows each at its file and line.
 */
function brokenExampleLines(document: OpenApiDocument): string[] {
  const findings = [...examplesMatchSchemas(document), ...invalidExamplesFail(document)];
  if (findings.length === 0) return [];
  const many = findings.length !== 1;
  return [
    ...findings.map(({ message, path }) => `${entry}${pointer(...path)}: ${message}`),
    `${findings.length} example${many ? 's' : ''} against ${many ? 'their schemas' : 'its schema'}: ` +
      'the build stops here. `pnpm spec check` shows each at its file and line.',
  ];
}

/** The workflow files parsed once, each under the hash of its text: loadWorkflows then parses no YAML. */
function parsedWorkflows(): Record<string, { hash: string; document: unknown }> {
  const directory = join(SPEC, 'workflows');
  return Object.fromEntries(
    readdirSync(directory)
      .filter((file) => WORKFLOW_FILE.test(file))
      .sort()
      .map((file) => {
        const text = readFileSync(join(directory, file), 'utf8');
        return [file, { hash: textHash(text), document: parse(text) as unknown }];
      }),
  );
}

// What an earlier bundle wrote goes first: a bundle that stops leaves nothing a tool could take for its output.
for (const file of FILES) rmSync(join(outDir, file), { force: true });
const config = await loadConfig({ configPath: join(SPEC, 'redocly.yaml') });
const bundled = await bundle({ ref: resolve(SPEC, entry), config });
const document = bundled.bundle.parsed as OpenApiDocument;
const errors = problemLines(bundled.problems);
const refused = errors.length > 0 ? errors : brokenExampleLines(document);
if (refused.length > 0) {
  for (const line of refused) console.error(line);
  process.exit(1);
}
mkdirSync(outDir, { recursive: true });
const written: Record<string, string> = {
  'openapi.json': JSON.stringify(document, null, 2),
  'openapi.yaml': stringifyYaml(document, { noRefs: true, lineWidth: -1 }),
  'provisional.json': `${JSON.stringify(collectProvisional(document), null, 2)}\n`,
  'workflows.json': `${JSON.stringify(parsedWorkflows())}\n`,
};
for (const file of FILES) writeFileSync(join(outDir, file), written[file]!);
