import { loadBundle, type OpenApiDocument } from '@waas/spec/pairs';

/**
 * The bundle with one more operation: getWalletGroup's, under another path and operationId, as an edit would add it.
 */
export function withNewOperation(): OpenApiDocument {
  const document = structuredClone(loadBundle());
  const [path, item] = Object.entries(document.paths!).find(
    ([, i]) => (i as { get?: { operationId?: string } }).get?.operationId === 'getWalletGroup',
  )!;
  const get = structuredClone((item as { get: Record<string, unknown> }).get);
  document.paths![path.replace('/walletgroups/get/', '/walletgroups/preview/')] = {
    ...item,
    get: { ...get, operationId: 'previewWalletGroup' },
  } as never;
  return document;
}

export const NEW_OPERATION_PATH = '/api/v1/walletgroups/preview/';
