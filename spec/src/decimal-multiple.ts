// JSON Schema's `multipleOf`, decided on the decimal a number is written as rather than by dividing doubles.
// Ajv (and Prism, which runs Ajv) computes value / step and asks whether that is an integer: 0.07 / 0.01 is
// 7.000000000000001, so a plain `multipleOf: 0.01` refuses valid amounts. Ajv's `multipleOfPrecision` only widens a
// tolerance, and no tolerance fits our range: 1234567.89 / 0.01 is off by 1.5e-8 and amounts near one trillion by
// 0.0156, while 1.001 / 0.01 is off by only 0.1 and must still be refused. Read in decimal, both are exact.
import type { Ajv2020, ErrorObject, FuncKeywordDefinition } from 'ajv/dist/2020.js';

/** A finite number as digits × 10^-scale, from the shortest text that reads back as the same double. */
function decimalOf(value: number): { digits: bigint; scale: number } | undefined {
  const match = /^(-?\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(value));
  if (!match) return undefined;
  const fraction = match[2] ?? '';
  const scale = fraction.length - Number(match[3] ?? 0);
  const digits = BigInt(match[1]! + fraction);
  return scale >= 0 ? { digits, scale } : { digits: digits * 10n ** BigInt(-scale), scale: 0 };
}

/** Whether `value` is an integer multiple of `step`, both read as the decimals they print as. */
export function isDecimalMultiple(value: number, step: number): boolean {
  const v = decimalOf(value);
  const s = decimalOf(step);
  if (v === undefined || s === undefined || s.digits === 0n) return false;
  const scale = Math.max(v.scale, s.scale);
  const scaled = (d: { digits: bigint; scale: number }) => d.digits * 10n ** BigInt(scale - d.scale);
  return scaled(v) % scaled(s) === 0n;
}

const validate: { (step: number, value: number): boolean; errors?: Partial<ErrorObject>[] } = (step, value) => {
  const valid = isDecimalMultiple(value, step);
  validate.errors = valid
    ? []
    : [{ keyword: 'multipleOf', message: `must be multiple of ${step}`, params: { multipleOf: step } }];
  return valid;
};

/** An Ajv keyword that replaces the built-in `multipleOf`: same keyword, same error, decided in decimal. */
export const decimalMultipleOf: FuncKeywordDefinition = {
  keyword: 'multipleOf',
  type: 'number',
  schemaType: 'number',
  errors: true,
  validate,
};

/** The Ajv instance, its `multipleOf` replaced by the decimal one; call before compiling anything. */
export function withDecimalMultipleOf(ajv: Ajv2020): Ajv2020 {
  ajv.removeKeyword('multipleOf');
  ajv.addKeyword(decimalMultipleOf);
  return ajv;
}
