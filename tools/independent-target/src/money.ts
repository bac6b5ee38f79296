// The wire carries major units as JSON numbers (or text, for inflows); the ledger counts integer minor units, so no
// balance is ever the result of float arithmetic.
const DECIMAL = /^(\d{1,13})(?:\.(\d{1,2}))?$/;

/**
 * Minor units of a major-unit amount; undefined for more than two decimals, exponents or anything not a plain decimal.
 */
export function toMinor(major: number | string): number | undefined {
  const match = DECIMAL.exec(typeof major === 'number' ? String(major) : major);
  if (!match) return undefined;
  const minor = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(minor) ? minor : undefined;
}

/** The nearest double to minor / 100, which JSON prints with at most two decimals. */
export const toMajor = (minor: number): number => minor / 100;
