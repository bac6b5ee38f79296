import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { OpenApiDocument } from '@waas/spec/pairs';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { type GeneratedFile, staleGenerated, writeGenerated } from './index.js';

const document = { openapi: '3.1.0', info: { title: 't', version: '1' } } as unknown as OpenApiDocument;
const info = (d: OpenApiDocument) => d.info as { title: string; version: string };
let dir: string;
let files: GeneratedFile[];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'waas-generated-'));
  files = [
    { file: pathToFileURL(join(dir, 'a.gen.ts')), render: (d) => `// ${info(d).title}\n` },
    { file: pathToFileURL(join(dir, 'b.gen.ts')), render: async (d) => `// ${info(d).version}\n` },
  ];
  vi.spyOn(console, 'log').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  rmSync(dir, { recursive: true, force: true });
});

test('writes each file as the document renders it, and then none is stale', async () => {
  await writeGenerated(files, document);
  expect(readFileSync(join(dir, 'a.gen.ts'), 'utf8')).toBe('// t\n');
  expect(await staleGenerated(files, document)).toEqual([]);
});

test('names each file that differs from what the document renders', async () => {
  await writeGenerated(files, document);
  writeFileSync(join(dir, 'b.gen.ts'), '// edited by hand\n');
  expect(await staleGenerated(files, document)).toEqual(['b.gen.ts']);
});
