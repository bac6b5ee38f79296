import { readdirSync } from 'node:fs';
import { loadBundle, readOperations, type OpenApiDocument } from '@waas/spec/pairs';
import { describe, expect, it } from 'vitest';
import { OPERATIONS } from './index.js';

const REGISTRY = 'apps/sandbox/src/http/operations/index.ts';
/** The folder's convention: getWalletById's handler is get-wallet-by-id.ts. */
const handlerFile = (operationId: string) =>
  `apps/sandbox/src/http/operations/${operationId.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.ts`;

/** What to change so that the registry and the spec agree, one line per operation, naming the files to touch. */
function registryChanges(document: OpenApiDocument, registered: readonly string[]): string[] {
  const documented = readOperations(document).map((operation) => operation.operationId);
  return [
    ...documented
      .filter((id) => !registered.includes(id))
      .map((id) => `${id} has no handler: write it in ${handlerFile(id)} and register it in ${REGISTRY}`),
    ...registered
      .filter((id) => !documented.includes(id))
      .map((id) => `${id} is not in the spec: remove ${handlerFile(id)} and its entry in ${REGISTRY}`),
  ];
}

const bundle = loadBundle();
const WALLET_BY_ID = '/api/v1/wallets/get/wallet/{walletId}';

/** The bundle with a throwaway operation: getWalletById's, under another path and operationId. */
function withThrowawayOperation(): OpenApiDocument {
  const document = structuredClone(bundle);
  const operation = { ...(document.paths![WALLET_BY_ID]!.get as object), operationId: 'throwawayOperation' };
  document.paths!['/api/v1/throwaway/{walletId}'] = { ...document.paths![WALLET_BY_ID], get: operation };
  return document;
}

function withoutWalletById(): OpenApiDocument {
  const document = structuredClone(bundle);
  delete document.paths![WALLET_BY_ID];
  return document;
}

describe('the handler registry', () => {
  it('has a handler for each operation of the spec, and no other', () => {
    expect(registryChanges(bundle, Object.keys(OPERATIONS))).toEqual([]);
  });

  // Against a registry that agrees with the bundle as it is, so that these cases hold whatever the spec gains.
  const agreeing = readOperations(bundle).map((operation) => operation.operationId);
  it.each([
    {
      given: 'an operation added to the spec',
      document: withThrowawayOperation(),
      want: [
        'throwawayOperation has no handler: write it in apps/sandbox/src/http/operations/throwaway-operation.ts ' +
          `and register it in ${REGISTRY}`,
      ],
    },
    {
      given: 'an operation removed from the spec',
      document: withoutWalletById(),
      want: [
        'getWalletById is not in the spec: remove apps/sandbox/src/http/operations/get-wallet-by-id.ts ' +
          `and its entry in ${REGISTRY}`,
      ],
    },
  ])('names the files to touch for $given', ({ document, want }) => {
    expect(registryChanges(document, agreeing)).toEqual(want);
  });

  it('keeps the convention it names: each handler is in the file named for its operation', () => {
    const files = readdirSync(new URL('.', import.meta.url)).filter(
      (file) => file !== 'index.ts' && !file.endsWith('.test.ts'),
    );
    expect(files.map((file) => `apps/sandbox/src/http/operations/${file}`).sort()).toEqual(
      Object.keys(OPERATIONS).map(handlerFile).sort(),
    );
  });
});
