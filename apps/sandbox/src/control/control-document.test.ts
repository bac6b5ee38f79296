import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONTROL_DOCUMENT_MODULE, renderControlDocument } from '../../scripts/control-document-module.js';
import { CONTROL_DOCUMENT } from './control-document.gen.js';
import { loadControlDocument, writeParsedControlDocument, type ControlDocumentFiles } from './control-document.js';

const SOURCE = new URL('../../control/openapi.yaml', import.meta.url);

describe('the control document', () => {
  let dir = '';
  let files: ControlDocumentFiles;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'waas-control-'));
    files = { yaml: join(dir, 'openapi.yaml'), parsed: join(dir, 'openapi.json') };
    await copyFile(SOURCE, files.yaml);
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const edited = async () => writeFile(files.yaml, (await readFile(files.yaml, 'utf8')).replace('title:', 'title: Edited'));

  it.each([
    { given: 'no parsed document', prepare: async () => {} },
    { given: 'the parsed document of this YAML', prepare: () => writeParsedControlDocument(files) },
    { given: 'a parsed document of an older YAML', prepare: async () => { await writeParsedControlDocument(files); await edited(); } },
  ])('is what the YAML says, given $given', async ({ prepare }) => {
    await prepare();
    expect(await loadControlDocument(files)).toEqual(parse(await readFile(files.yaml, 'utf8')));
  });
});

describe("the control document a page reads (control-document.gen.ts)", () => {
  it('is generated from control/openapi.yaml (else run `pnpm --filter @waas/sandbox generate`)', async () => {
    const stale = 'src/control/control-document.gen.ts is out of date: run `pnpm --filter @waas/sandbox generate` and commit it';
    expect((await readFile(CONTROL_DOCUMENT_MODULE, 'utf8')) === renderControlDocument(), stale).toBe(true);
  });

  it('is what the server reads', async () => {
    expect(CONTROL_DOCUMENT).toEqual(await loadControlDocument());
  });
});
