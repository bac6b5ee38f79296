import type { CauseStep, WebhookCause } from './profile.js';

/** The profile file as a JSON Schema; unknown fields are refused so a misspelled key fails loudly. */
const url = { type: 'string', pattern: '^https?://' };
const stringMap = { type: 'object', additionalProperties: { type: 'string' } };
const milliseconds = { type: 'integer', minimum: 1 };
/** A request of a webhook cause or of the setup; a path (`/sandbox/…`) is read against the wallet base URL. */
const step = {
  type: 'object',
  additionalProperties: false,
  required: ['method', 'url'],
  properties: {
    method: { type: 'string' },
    url: { type: 'string', pattern: '^(https?://|/)' },
    headers: stringMap,
    body: {},
    status: { type: 'integer', minimum: 100, maximum: 599 },
    capture: stringMap,
  },
};

export const profileSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  additionalProperties: false,
  properties: {
    name: { type: 'string' },
    kind: { enum: ['mock', 'live'] },
    target: { ...url, description: 'Sets all three base URLs; baseUrls overrides one by one.' },
    baseUrls: {
      type: 'object',
      additionalProperties: false,
      properties: { wallet: url, checkout: url, payout: url },
    },
    keys: {
      type: 'object',
      additionalProperties: false,
      properties: {
        organization: { type: 'string', minLength: 1 },
        otherOrganization: { type: 'string', minLength: 1 },
        nonAdmin: { type: 'string', minLength: 1 },
        unknown: { type: 'string', minLength: 1 },
      },
    },
    identifiers: {
      ...stringMap,
      description: 'Request input name → the target\'s value: organizationId, walletId, productId, BankCode, AccountNumber…',
    },
    fixtures: stringMap,
    latency: {
      type: 'object',
      additionalProperties: false,
      properties: { budgetMs: milliseconds, operations: { type: 'object', additionalProperties: milliseconds } },
    },
    minCoverage: { type: 'number', minimum: 0, maximum: 1 },
    capabilities: {
      type: 'object',
      additionalProperties: false,
      properties: {
        stagingOnly: { type: 'boolean' },
        writes: { type: 'boolean' },
        generated: { type: 'boolean' },
        serverFault: {
          type: 'object',
          additionalProperties: false,
          properties: { headers: stringMap, query: stringMap },
        },
      },
    },
    match: {
      type: 'object',
      additionalProperties: false,
      properties: {
        mode: { enum: ['schema', 'determined', 'subset', 'exact'] },
        ignore: { type: 'array', items: { type: 'string', minLength: 1 } },
        unknownProperties: { enum: ['fail', 'warn'] },
      },
    },
    setup: { type: 'array', items: step, description: 'Requests sent once before any case, on a live target that takes writes.' },
    webhooks: {
      type: 'object',
      additionalProperties: false,
      required: ['secret'],
      properties: {
        secret: { type: 'string', minLength: 1 },
        receiver: {
          type: 'object',
          additionalProperties: false,
          properties: {
            host: { type: 'string' },
            port: { type: 'integer', minimum: 0, maximum: 65535 },
            path: { type: 'string', pattern: '^/' },
            publicUrl: url,
          },
        },
        register: {
          type: 'object',
          additionalProperties: false,
          required: ['method', 'url'],
          // A path (`/sandbox/…`) is read against the wallet base URL, so --target moves it too.
          properties: { method: { type: 'string' }, url: { type: 'string', pattern: '^(https?://|/)' }, headers: stringMap, body: {} },
        },
        waitMs: { type: 'integer', minimum: 1 },
        toleranceSeconds: { type: 'integer', minimum: 1 },
        causes: {
          type: 'object',
          additionalProperties: {
            type: 'object',
            additionalProperties: false,
            required: ['steps', 'match', 'expect'],
            properties: {
              steps: {
                type: 'array',
                minItems: 1,
                items: step,
              },
              match: { type: 'array', minItems: 1, items: { type: 'string', minLength: 1 } },
              expect: { type: 'object', minProperties: 1 },
            },
          },
        },
      },
    },
  },
} as const;

/** The file as written, before defaults. */
export interface ProfileFile {
  name?: string;
  kind?: 'mock' | 'live';
  target?: string;
  baseUrls?: { wallet?: string; checkout?: string; payout?: string };
  keys?: { organization?: string; otherOrganization?: string; nonAdmin?: string; unknown?: string };
  identifiers?: Record<string, string>;
  fixtures?: Record<string, string>;
  latency?: { budgetMs?: number; operations?: Record<string, number> };
  minCoverage?: number;
  capabilities?: { stagingOnly?: boolean; writes?: boolean; generated?: boolean; serverFault?: { headers?: Record<string, string>; query?: Record<string, string> } };
  match?: { mode?: 'schema' | 'determined' | 'subset' | 'exact'; ignore?: string[]; unknownProperties?: 'fail' | 'warn' };
  webhooks?: {
    secret: string;
    receiver?: { host?: string; port?: number; path?: string; publicUrl?: string };
    register?: { method: string; url: string; headers?: Record<string, string>; body?: unknown };
    waitMs?: number;
    toleranceSeconds?: number;
    causes?: Record<string, WebhookCause>;
  };
  setup?: CauseStep[];
}
