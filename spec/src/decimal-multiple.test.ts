import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { isDecimalMultiple, withDecimalMultipleOf } from './decimal-multiple.js';

// Amounts a plain division gets wrong either way, and the three-decimal ones it must still refuse.
const cents: [number, boolean][] = [
  [0.01, true],
  [0.07, true],
  [0.1, true],
  [0.29, true],
  [1.15, true],
  [19.99, true],
  [1234567.89, true],
  [999999999999.99, true],
  [1e12, true],
  [0, true],
  [-0.07, true],
  [0.125, false],
  [1.001, false],
  [1.0000001, false],
  [1e-7, false],
];

describe('multipleOf read in decimal', () => {
  it.each(cents)('%s is a multiple of 0.01: %s', (value, want) => {
    expect(isDecimalMultiple(value, 0.01)).toBe(want);
  });

  it('replaces Ajv’s own keyword, with Ajv’s own error', () => {
    const validate = withDecimalMultipleOf(new Ajv2020()).compile({
      type: 'object',
      properties: { fee: { type: 'number', multipleOf: 0.01 } },
    });
    expect(cents.map(([fee]) => validate({ fee }))).toEqual(cents.map(([, want]) => want));
    validate({ fee: 0.125 });
    expect(validate.errors).toMatchObject([
      { keyword: 'multipleOf', instancePath: '/fee', message: 'must be multiple of 0.01' },
    ]);
  });

  it('reads steps that are not cents too', () => {
    expect([
      isDecimalMultiple(1.5, 0.5),
      isDecimalMultiple(1e21, 5),
      isDecimalMultiple(7, 2),
      isDecimalMultiple(1, 0),
    ]).toEqual([true, true, false, false]);
  });
});
