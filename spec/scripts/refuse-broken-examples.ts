// Run by `build` right after the bundle is written: an example that breaks its schema (or one under
// x-invalid-examples that does not) fails the build, so no mock or sandbox ever serves it. `pnpm spec check` shows
// each at its file and line; here the bundle only knows pointers.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { pointer, type OpenApiDocument } from '../src/bundle.js';
import { examplesMatchSchemas, invalidExamplesFail } from '../src/contract/examples.js';

const file = process.argv[2] ?? 'dist/openapi.json';
const document = parse(readFileSync(file, 'utf8')) as OpenApiDocument;
const findings = [...examplesMatchSchemas(document), ...invalidExamplesFail(document)];
for (const { message, path } of findings) console.error(`${file}${pointer(...path)}: ${message}`);
if (findings.length > 0)
  console.error(
    `${findings.length} example${findings.length === 1 ? '' : 's'} against ` +
      `${findings.length === 1 ? 'its schema' : 'their schemas'}: the build stops here. ` +
      '`pnpm spec check` shows each at its file and line.',
  );
process.exitCode = findings.length > 0 ? 1 : 0;
