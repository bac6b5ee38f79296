import { nodeBuiltinsIn } from '@waas/chromium';
import { expect, test } from 'vitest';

// Receivers run on Deno, Bun and workers too, signing with WebCrypto: no Node built-in may be bundled in.
test('bundles for the browser without any Node built-in', async () => {
  expect(await nodeBuiltinsIn(new URL('index.ts', import.meta.url).pathname)).toEqual([]);
});
