import { loadBundle } from '@waas/spec/pairs';
import { describe, expect, it } from 'vitest';

import { callout, choicesOf, markProvisional, PROVISIONAL_BADGE } from './provisional.js';

const bundle = loadBundle();
type Node = Record<string, unknown>;

const operationById = (document: typeof bundle, operationId: string): Node => {
  const found = [...Object.values(document.paths ?? {}), ...Object.values(document.webhooks ?? {})]
    .flatMap((item) => Object.values(item) as Node[])
    .find((operation) => operation.operationId === operationId);
  if (!found) throw new Error(`No operation ${operationId}`);
  return found;
};

describe('choicesOf', () => {
  const cases: [string, { given: string; want: string[] }][] = [
    [
      'follows shared responses, examples and schemas, and lists schema choices last',
      {
        given: 'getWalletById',
        want: [
          'response 400',
          'response 401, example unauthorizedAccess',
          'response 500',
          'schema Wallet, property overdraft',
          'schema AccountNumber',
        ],
      },
    ],
    [
      'names servers by environment and parameters by name and location',
      {
        given: 'listPrefixMappings',
        want: [
          'operation',
          'server staging',
          'server production',
          'parameter pageSize (query)',
          'response 400',
          'response 401, example unauthorizedAccess',
          'response 403, example adminRequired',
        ],
      },
    ],
    [
      'follows a shared header parameter of a webhook, its body and its answer',
      {
        given: 'inflowReceived',
        want: [
          'operation',
          'parameter X-Auth-Signature (header)',
          'request body',
          'response 200',
          'schema AccountNumber',
        ],
      },
    ],
    [
      "takes a property's own choice beside its $ref, as well as the schema's",
      {
        given: 'paymentSucceeded',
        want: [
          'operation',
          'parameter X-Auth-Signature (header)',
          'response 200',
          'schema AccountNumber',
          'schema PaymentSucceededEvent, property data, property splits',
          'schema PaymentSucceededEvent, property data, property retained',
        ],
      },
    ],
  ];
  it.each(cases)('%s', (_, { given, want }) => {
    expect(choicesOf(bundle, operationById(bundle, given)).map(({ where }) => where)).toEqual(want);
  });

  it('gives the text of each choice on one line', () => {
    const [choice] = choicesOf(bundle, operationById(bundle, 'inflowReceived'));
    expect(choice?.text).toBe(operationById(bundle, 'inflowReceived')['x-provisional']);
  });
});

describe('markProvisional', () => {
  const marked = markProvisional(bundle);

  it('leaves the bundle as it was', () => {
    expect(bundle).toEqual(loadBundle());
  });

  it('says so in the description of every node that carries x-provisional, or in its operation', () => {
    const visit = (node: unknown, path: string[]): void => {
      if (node === null || typeof node !== 'object') return;
      const object = node as Node;
      if (typeof object['x-provisional'] === 'string') {
        const text = (object['x-provisional'] as string).replace(/\s+/g, ' ').replaceAll('<', '&lt;');
        expect.soft(String(object.description), path.join('/')).toContain(text);
      }
      for (const [key, child] of Object.entries(object)) visit(child, [...path, key]);
    };
    visit(marked, []);
  });

  it('badges exactly the operations a choice applies to and lists the choices first', () => {
    for (const id of ['getWalletById', 'inflowReceived']) {
      const operation = operationById(marked, id);
      expect(operation['x-badges']).toEqual([PROVISIONAL_BADGE]);
      expect(String(operation.description)).toMatch(/^> \*\*Provisional\.\*\* Where the interface document is silent/);
      expect(String(operation.description)).toContain(String(operationById(bundle, id).description).trim());
    }
  });

  it('keeps server descriptions plain text', () => {
    const [staging] = marked.servers ?? [];
    expect(staging?.description).toMatch(/ Provisional: The document names the host only as \{base_url\}/);
    expect(staging?.description).not.toContain('>');
  });

  it('escapes what Markdown would read as HTML', () => {
    expect(callout('t=<unix seconds>')).toBe('> **Provisional.** t=&lt;unix seconds>');
  });
});
