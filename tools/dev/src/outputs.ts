// What a bundle is written as: the spec's dist files, which the workspace's packages read, and every file generated
// from it, read from each package's own table (scripts/generated-files.ts, which its generate script and its drift
// test read too). Only what changed is written, so an edit that moves nothing wakes no other watcher.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stringifyYaml } from '@redocly/openapi-core';
import type { OpenApiDocument } from '@waas/spec/document';
import { GENERATED as clientFiles } from '../../../packages/client/scripts/generated-files.js';
import { GENERATED as mswFiles } from '../../../packages/msw/scripts/generated-files.js';
import { GENERATED as typesFiles } from '../../../packages/types/scripts/generated-files.js';
import { GENERATED as webhooksFiles } from '../../../packages/webhooks/scripts/generated-files.js';
import { collectProvisional } from '../../../spec/src/provisional.js';

/** The repository this file is in: the generated files' tables name their files in it. */
export const REPOSITORY = fileURLToPath(new URL('../../../', import.meta.url));

export interface Output {
  /** Relative to the repository's root. */
  path: string;
  /** The workspace package whose dist is built from it, when one is. */
  builds?: string;
  render: (document: OpenApiDocument, json: string) => string | Promise<string>;
}

const generated = (
  pkg: string,
  files: { file: URL; render: (document: OpenApiDocument) => string | Promise<string> }[],
): Output[] =>
  files.map(({ file, render }) => ({ path: relative(REPOSITORY, fileURLToPath(file)), builds: pkg, render }));

export const OUTPUTS: Output[] = [
  // As `pnpm --filter @waas/spec bundle` writes them (the CLI's JSON and YAML, held to the same bytes by tests).
  { path: 'spec/dist/openapi.json', render: (_, json) => json },
  { path: 'spec/dist/openapi.yaml', render: (document) => stringifyYaml(document, { noRefs: true, lineWidth: -1 }) },
  {
    path: 'spec/dist/provisional.json',
    render: (document) => `${JSON.stringify(collectProvisional(document), null, 2)}\n`,
  },
  ...generated('packages/types', typesFiles),
  ...generated('packages/client', clientFiles),
  ...generated('packages/msw', mswFiles),
  ...generated('packages/webhooks', webhooksFiles),
];

function current(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** Renders every output for a bundle under `root` and writes the ones that differ; returns those written. */
export async function writeOutputs(root: string, document: OpenApiDocument, json: string): Promise<Output[]> {
  const rendered = await Promise.all(
    OUTPUTS.map(async (output) => ({ output, text: await output.render(document, json) })),
  );
  const written: Output[] = [];
  for (const { output, text } of rendered) {
    const file = join(root, output.path);
    if (current(file) === text) continue;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    written.push(output);
  }
  return written;
}
