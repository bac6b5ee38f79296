import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { HTTP_METHODS, loadBundle, type OpenApiDocument } from '@waas/spec/pairs';
import { bindOperations, type Answer, type RequestParts } from './binder.js';

/**
 * The binder is given each document as the sandbox gives it: the bundle with its shared answers, the control document
 * with its Invalid answer.
 */
const FALLBACK: Answer = { status: 400, body: { message: 'Invalid request' } };
const UNEXPECTED: Answer = { status: 500, body: { message: 'unexpected' } };
const control = parse(readFileSync(new URL('../../control/openapi.yaml', import.meta.url), 'utf8')) as OpenApiDocument;
const bound = {
  wallet: bindOperations(loadBundle(), { invalidRequest: UNEXPECTED, shared: { unexpectedError: UNEXPECTED } }),
  control: bindOperations(control, { invalidRequest: FALLBACK }),
};
const binding = (api: keyof typeof bound, operationId: string) =>
  bound[api].find((b) => b.operationId === operationId)!;

const ACME = '5f0c6a2e-8d41-4b7a-9c3e-1a2b3c4d5e6f';
const UUID_PATTERN =
  'must match pattern "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"';
const request = (parts: Partial<RequestParts>): RequestParts => ({ params: {}, query: {}, body: undefined, ...parts });

describe('one binder for both documents', () => {
  it.each([
    {
      given: 'a control organization id that is not a UUID',
      api: 'control',
      operationId: 'issueApiKey',
      request: request({ params: { organizationId: 'acme' }, body: { isAdmin: true } }),
      want: [{ in: 'params', pointer: '/organizationId', message: UUID_PATTERN }],
    },
    {
      given: 'a control body without a required field',
      api: 'control',
      operationId: 'createOrganization',
      request: request({ body: {} }),
      want: [{ in: 'body', pointer: '/name', message: "must have required property 'name'" }],
    },
    {
      given: 'a control body with a field the document does not have',
      api: 'control',
      operationId: 'createOrganization',
      request: request({ body: { name: 'Initrode', colour: 'red' } }),
      want: [{ in: 'body', pointer: '/colour', message: 'must NOT have additional properties' }],
    },
    {
      given: 'a control body PostgreSQL cannot store',
      api: 'control',
      operationId: 'createWalletGroup',
      request: request({ params: { organizationId: ACME }, body: { name: 'pay\u0000roll' } }),
      want: [{ in: 'body', pointer: '/name', message: 'must not contain NUL or an unpaired surrogate' }],
    },
    {
      given: 'no control body where one is required',
      api: 'control',
      operationId: 'setClock',
      request: request({}),
      want: [{ in: 'body', pointer: '', message: 'a JSON body is required' }],
    },
    {
      given: 'a control clock set to both',
      api: 'control',
      operationId: 'setClock',
      request: request({ body: { now: '2030-01-01T00:00:00Z', offsetSeconds: 5 } }),
      want: [
        { in: 'body', pointer: '/offsetSeconds', message: 'must NOT have additional properties' },
        { in: 'body', pointer: '/now', message: 'must NOT have additional properties' },
        { in: 'body', pointer: '', message: 'must match exactly one schema in oneOf' },
      ],
    },
    {
      given: 'a control email that is not one',
      api: 'control',
      operationId: 'createCheckoutWallet',
      request: request({
        params: { organizationId: ACME },
        body: { walletName: 'Shop', expectedAmount: 10, customerEmail: 'nobody' },
      }),
      want: [{ in: 'body', pointer: '/customerEmail', message: 'must match format "email"' }],
    },
    {
      given: 'no control body where it is optional',
      api: 'control',
      operationId: 'reactivateCheckoutWallet',
      request: request({ params: { organizationId: ACME, checkoutWalletId: ACME } }),
      want: [],
    },
    {
      given: 'a valid control request',
      api: 'control',
      operationId: 'createWallet',
      request: request({
        params: { organizationId: ACME },
        body: { name: 'Peter', accountNumber: '9900000001', overdraft: 10 },
      }),
      want: [],
    },
    {
      given: 'a wallet id that is not a UUID',
      api: 'wallet',
      operationId: 'getWalletById',
      request: request({ params: { walletId: 'not-a-wallet-id' } }),
      want: [{ in: 'params', pointer: '/walletId', message: UUID_PATTERN }],
    },
    {
      given: 'a valid wallet request',
      api: 'wallet',
      operationId: 'getWalletById',
      request: request({ params: { walletId: ACME } }),
      want: [],
    },
  ] as const)('$given', ({ api, operationId, request, want }) => {
    expect(binding(api, operationId).violations(structuredClone(request) as RequestParts)).toEqual(want);
  });

  it.each([
    {
      given: 'a control operation that documents a 400 without examples',
      api: 'control',
      operationId: 'createOrganization',
      want: FALLBACK,
    },
    { given: 'a control operation that documents no 400', api: 'control', operationId: 'deleteWallet', want: FALLBACK },
    {
      given: 'a wallet operation with its own 400 example',
      api: 'wallet',
      operationId: 'getWalletById',
      want: { status: 400, body: { code: '400', success: false, message: 'Wallet does not exist', data: null } },
    },
  ] as const)('refuses with the documented answer: $given', ({ api, operationId, want }) => {
    expect(binding(api, operationId).invalidRequest).toEqual(want);
  });

  it('binds every operation of the control document, with its response schemas', () => {
    const routes = bound.control.map((b) => `${b.method.toUpperCase()} ${b.url}`);
    const documented = Object.entries(control.paths ?? {}).flatMap(([path, item]) =>
      HTTP_METHODS.filter((method) => item[method] !== undefined).map(
        (method) => `${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`,
      ),
    );
    expect(routes.sort()).toEqual(documented.sort());
    expect(routes).toEqual(
      expect.arrayContaining([
        'POST /sandbox/reset',
        'PATCH /sandbox/organizations/:organizationId/wallets/:walletId',
        'DELETE /sandbox/organizations/:organizationId/wallets/:walletId',
      ]),
    );
    expect(Object.keys(binding('control', 'issueApiKey').responseSchemas)).toEqual(['201', '400', '404']);
    expect({
      reset: binding('control', 'reset').takesBody,
      setClock: binding('control', 'setClock').takesBody,
    }).toEqual({ reset: false, setClock: true });
  });
});
