// A package's `generate` script runs this, by path, in the package's folder: it writes each file the package's
// scripts/generated-files.ts names, as the spec bundle renders it. Started by path, the tool is no import of the
// package's: what is published never imports a tool.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type GeneratedFile, writeGenerated } from './index.js';

const table = pathToFileURL(join(process.cwd(), 'scripts', 'generated-files.ts')).href;
const { GENERATED } = (await import(table)) as { GENERATED: readonly GeneratedFile[] };
await writeGenerated(GENERATED);
