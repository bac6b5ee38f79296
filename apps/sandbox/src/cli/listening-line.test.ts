import { expect, test } from 'vitest';
import { listeningLine } from './listening-line.js';

const base = { url: 'http://127.0.0.1:4000', engine: 'PGlite in memory', start: 'seed dump', readyMs: 912.4 };

test.each([
  [
    'every operation implemented',
    { ...base, fromExamples: [] },
    'WaaS sandbox listening on http://127.0.0.1:4000 (PGlite in memory, seed dump, ready in 912 ms)',
  ],
  [
    'operations answered from their examples',
    { ...base, fromExamples: ['previewWalletGroup', 'closeWallet'] },
    'WaaS sandbox listening on http://127.0.0.1:4000 (PGlite in memory, seed dump, ready in 912 ms); ' +
      "answered from the spec's examples until implemented: previewWalletGroup, closeWallet",
  ],
])('%s', (_, given, want) => expect(listeningLine(given)).toBe(want));
