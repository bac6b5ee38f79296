import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

/** The control API's document, as the sandbox's authors write it. */
export const CONTROL_DOCUMENT_YAML = new URL('../control/openapi.yaml', import.meta.url);
/**
 * What the server, the MSW handlers and a browser page read it from: one module, so nothing reads or parses YAML at
 * start (parsing it is slow) and a page, which has no file system, reads it the same way.
 */
export const CONTROL_DOCUMENT_MODULE = new URL('../src/control/control-document.gen.ts', import.meta.url);

/** The module of the control document, parsed. */
export function renderControlDocument(): string {
  const document: unknown = parse(readFileSync(CONTROL_DOCUMENT_YAML, 'utf8'));
  return [
    '/**',
    ' * Generated from control/openapi.yaml by `pnpm --filter @waas/sandbox generate`.',
    ' * Do not edit by hand: change the YAML, then run it.',
    ' */',
    "import type { OpenApiDocument } from '@waas/spec/pairs';",
    '',
    "/** The control API's document, as control/openapi.yaml says it: what the server and the MSW handlers serve. */",
    `export const CONTROL_DOCUMENT = ${JSON.stringify(document, null, 2)} as unknown as OpenApiDocument;`,
    '',
  ].join('\n');
}
