import { describe, expect, test } from 'vitest';
import type { Expectation } from '../core/model.js';
import { checkEnvelope, envelopeOf } from './envelope.js';

describe('checkEnvelope', () => {
  const cases: [
    string,
    { expected: Expectation['envelope']; status: number; body: unknown },
    { outcome: string; message?: string },
  ][] = [
    [
      'the same code, apart from the status',
      { expected: { code: '404', success: false }, status: 400, body: { code: '404', success: false } },
      { outcome: 'passed' },
    ],
    [
      'another code under the same status',
      { expected: { code: '404', success: false }, status: 400, body: { code: '400', success: false } },
      { outcome: 'failed', message: 'code differs' },
    ],
    [
      'success flipped',
      { expected: { code: '00', success: true }, status: 200, body: { code: '00', success: false } },
      { outcome: 'failed', message: 'success differs' },
    ],
    [
      'a code as a number',
      { expected: { code: '00' }, status: 200, body: { code: 0 } },
      { outcome: 'failed', message: 'code differs' },
    ],
    [
      'another message',
      { expected: { code: '00', message: 'Retrieved Successfully' }, status: 200, body: { code: '00', message: 'OK' } },
      { outcome: 'failed', message: 'message differs' },
    ],
    [
      'shape B statusCode',
      { expected: { statusCode: 403 }, status: 403, body: { statusCode: 401 } },
      { outcome: 'failed', message: 'statusCode differs' },
    ],
    [
      'no envelope at all',
      { expected: { code: '00' }, status: 200, body: { hello: 1 } },
      { outcome: 'failed', message: 'the body carries no envelope (code, success, statusCode, succeeded or message)' },
    ],
    [
      'any error envelope: shape A',
      { expected: 'error', status: 400, body: { code: '400', success: false } },
      { outcome: 'passed' },
    ],
    [
      'any error envelope: success true',
      { expected: 'error', status: 400, body: { code: '400', success: true } },
      { outcome: 'failed', message: 'success differs' },
    ],
    [
      'any error envelope: shape B mirrors the status',
      { expected: 'error', status: 422, body: { statusCode: 400 } },
      { outcome: 'failed', message: 'statusCode differs' },
    ],
    [
      'any error envelope: the enquiry shape',
      { expected: 'error', status: 404, body: { statusCode: 404, succeeded: false } },
      { outcome: 'passed' },
    ],
  ];
  test.each(cases)('%s', (_, given, want) =>
    expect(checkEnvelope(given.expected, given.status, given.body)).toMatchObject({ name: 'envelope', ...want }),
  );
});

test('envelopeOf keeps only the envelope fields', () => {
  expect(envelopeOf({ code: '00', success: true, message: 'm', data: {} })).toEqual({
    code: '00',
    success: true,
    message: 'm',
  });
});
