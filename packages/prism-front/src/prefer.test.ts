import { describe, expect, test } from 'vitest';
import { loadBundle, readOperations } from '@waas/spec/pairs';
import { unknownExample } from './prefer.js';

const document = loadBundle();
const getWalletById = readOperations(document).find((operation) => operation.operationId === 'getWalletById')!;

describe('unknownExample', () => {
  test.each([
    ['an example its status has', { prefer: 'code=404, example=accountNotFound', want: undefined }],
    ['names in any case, a quoted value', { prefer: 'Code=404, EXAMPLE="accountNotFound"', want: undefined }],
    ['a status the operation lacks: Prism names it itself', { prefer: 'code=418, example=nope', want: undefined }],
    ['no example', { prefer: 'code=404', want: undefined }],
    ['no status', { prefer: 'example=nope', want: undefined }],
    [
      'an example its status lacks',
      { prefer: 'code=404, example=nope', want: { status: '404', example: 'nope', examples: ['accountNotFound'] } },
    ],
    [
      'an example in another case',
      {
        prefer: 'code=404, example=AccountNotFound',
        want: { status: '404', example: 'AccountNotFound', examples: ['accountNotFound'] },
      },
    ],
    [
      'an example of another status',
      {
        prefer: 'code=200, example=accountNotFound',
        want: { status: '200', example: 'accountNotFound', examples: ['walletRetrieved'] },
      },
    ],
    // Prism reads what follows a `;` as a parameter of `code`, not as `example`.
    ['an example after a semicolon', { prefer: 'code=404; example=nope', want: undefined }],
  ])('%s', (_, { prefer, want }) => expect(unknownExample(document, getWalletById, prefer)).toEqual(want));
});
