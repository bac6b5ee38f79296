import { Ajv2020 } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';
import { withDecimalMultipleOf } from '@waas/spec/decimal-multiple';
import { loadBundle, pairUrl, readPairs, type ExamplePair, type Scenario } from '@waas/spec/pairs';
import { walletBindings } from '../http/wallet-bindings.js';
import type { DemoKeys } from '../seed/keys.js';

export const document = loadBundle();
export const pairs = readPairs(document);

/** A key nobody issued. */
export const UNKNOWN_KEY = 'sandbox-key-nobody-issued';

/** The x-api-key a pair's scenario calls for (the pairing rule in the spec's info.description). */
export function keyFor(keys: DemoKeys, scenario: Scenario | undefined): string | undefined {
  switch (scenario) {
    case 'missingApiKey':
      return undefined;
    case 'unknownApiKey':
      return UNKNOWN_KEY;
    case 'otherOrganization':
      return keys.other;
    case 'nonAdminKey':
      return keys.nonAdmin;
    default:
      return keys.admin;
  }
}

export async function sendPair(
  baseUrl: string,
  keys: DemoKeys,
  pair: ExamplePair,
): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = {};
  if (pair.scenario === 'serverFault') headers['x-sandbox-fault'] = '500';
  const key = keyFor(keys, pair.scenario);
  if (key !== undefined) headers['x-api-key'] = key;
  const init: RequestInit = { method: pair.method.toUpperCase(), headers };
  if (pair.request.body !== undefined) {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(pair.request.body);
  }
  const response = await fetch(pairUrl(pair, baseUrl), init);
  return { status: response.status, body: await response.json() };
}

/**
 * Fields of a success answer that the sandbox generates (ids, the time of the call) and so cannot equal the
 * example's; everything else must.
 */
const GENERATED: Record<string, string[]> = {
  'postWalletTransaction transactionPosted': ['transactionId', 'valueDate'],
  'postWalletTransaction transactionScheduled': ['transactionId'],
  'postWalletTransaction debitPosted': ['transactionId', 'valueDate'],
  'updateProduct updated': ['dateUpdated'],
};

/** The example's body with the generated fields taken from the actual answer, ready for a deep equality. */
export function expectedBody(pair: ExamplePair, actual: unknown): unknown {
  const fields = GENERATED[`${pair.operationId} ${pair.name}`] ?? [];
  const want = structuredClone(pair.response.body) as { data?: Record<string, unknown> };
  const got = actual as { data?: Record<string, unknown> } | null;
  for (const field of fields) if (want.data && got?.data && field in got.data) want.data[field] = got.data[field];
  return want;
}

const ajv = withDecimalMultipleOf(new Ajv2020({ strict: false, allowUnionTypes: true }));
formats.default(ajv);
const bindings = new Map(walletBindings(document).map((b) => [b.operationId, b]));

/** Errors of a response body against the operation's documented schema for its status. */
export function schemaErrors(operationId: string, status: number, body: unknown): string[] {
  const schema = bindings.get(operationId)?.responseSchemas[String(status)];
  if (schema === undefined) return [`${operationId} documents no ${status} response`];
  const validate = ajv.compile(schema as object);
  return validate(body) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}
