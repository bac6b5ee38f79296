import { nodeBuiltinsIn } from '@waas/chromium';
import { expect, test } from 'vitest';

// The SDK is called from pages (fetch) as often as from Node: it must bundle for the browser without a Node built-in.
test('bundles for the browser without any Node built-in', async () => {
  expect(await nodeBuiltinsIn(new URL('index.ts', import.meta.url).pathname)).toEqual([]);
});
