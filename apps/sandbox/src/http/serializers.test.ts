import { loadBundle } from '@waas/spec/pairs';
import { describe, expect, it } from 'vitest';
import { bindOperations } from '../contract/binder.js';
import { CONTROL_DOCUMENT } from '../control/control-document.gen.js';
import { compileSerializer, serializerOnFirstUse } from './serializers.js';
import { walletBindings } from './wallet-bindings.js';

const route = (schema: unknown) => ({ schema, method: 'GET', url: '/', httpStatus: '200' });

describe('response serializers', () => {
  it('compile for every response schema of the API and of the control API', async () => {
    const controlDocument = CONTROL_DOCUMENT;
    const bindings = [
      ...walletBindings(loadBundle()),
      ...bindOperations(controlDocument, { invalidRequest: { status: 400, body: null } }),
    ];
    const schemas = bindings.flatMap((b) =>
      Object.entries(b.responseSchemas).map(([status, schema]) => ({ at: `${b.operationId} ${status}`, schema })),
    );
    expect(schemas.length).toBeGreaterThan(50);
    const refused = schemas.flatMap(({ at, schema }) => {
      try {
        compileSerializer(schema);
        return [];
      } catch (error) {
        return [`${at}: ${(error as Error).message}`];
      }
    });
    expect(refused).toEqual([]);
  });

  it.each([
    { name: 'what it names', given: { code: '00', data: { id: 'w1' } }, want: '{"code":"00","data":{"id":"w1"}}' },
    {
      name: 'a misspelled field',
      given: { code: '00', data: { id: 'w1', idd: 'w2' }, extra: true },
      want: '{"code":"00","data":{"id":"w1"}}',
    },
  ])('write what the schema names and leave out the rest: $name', ({ given, want }) => {
    const schema = {
      type: 'object',
      properties: { code: { type: 'string' }, data: { type: 'object', properties: { id: { type: 'string' } } } },
    };
    expect(serializerOnFirstUse(route(schema))(given)).toBe(want);
  });

  it('compile a schema when the first answer is sent with it, not when the route is built', () => {
    const broken = { type: 'object', properties: { data: { $ref: '#/$defs/missing' } } };
    const serialize = serializerOnFirstUse(route(broken));
    expect(() => serialize({ data: {} })).toThrow();
  });
});
