import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import {
  CONTROL_DOCUMENT_MODULE,
  CONTROL_DOCUMENT_YAML,
  renderControlDocument,
} from '../../scripts/control-document-module.js';
import { CONTROL_DOCUMENT } from './control-document.gen.js';

describe('the control document (control-document.gen.ts)', () => {
  it('is generated from control/openapi.yaml (else run `pnpm --filter @waas/sandbox generate`)', async () => {
    const stale =
      'src/control/control-document.gen.ts is out of date: run `pnpm --filter @waas/sandbox generate` and commit it';
    expect((await readFile(CONTROL_DOCUMENT_MODULE, 'utf8')) === renderControlDocument(), stale).toBe(true);
  });

  it('is what the YAML says', async () => {
    expect(CONTROL_DOCUMENT).toEqual(parse(await readFile(CONTROL_DOCUMENT_YAML, 'utf8')));
  });
});
