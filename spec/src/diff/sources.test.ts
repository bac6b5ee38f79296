import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { bundleAtRef } from './sources.js';

const specDir = fileURLToPath(new URL('../..', import.meta.url));

test('the spec at a git ref is bundled from that commit', () => {
  const document = bundleAtRef(specDir, 'HEAD');
  expect(document.openapi).toMatch(/^3\.1\./);
  expect(Object.keys(document.paths ?? {}).length).toBeGreaterThan(0);
  expect(JSON.stringify(document)).not.toMatch(/"\$ref":"[^#]/); // every reference is inside the bundle
});

test('a ref that names no commit is refused by name', () => {
  expect(() => bundleAtRef(specDir, 'no-such-ref-anywhere')).toThrow(/no-such-ref-anywhere names no commit/);
});
