/**
 * The wire carries major units (150000.75 as a JSON number, or "10000" as text for inflows); the ledger counts
 * integer minor units only, so no balance is ever the result of float arithmetic.
 */
const DECIMAL = /^(\d{1,13})(?:\.(\d{1,2}))?$/;
/** The largest amount `toMinor` reads, as a refusal names it. */
export const MAX_AMOUNT = '9999999999999.99';

/** Minor units of a major-unit amount, or undefined when it has more than two decimals or is not a plain decimal. */
export function toMinor(major: number | string): number | undefined {
  const text = typeof major === 'number' ? String(major) : major;
  const match = DECIMAL.exec(text);
  if (!match) return undefined;
  const minor = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(minor) ? minor : undefined;
}

/** Major units for the wire: the nearest double to minor / 100, which JSON prints with at most two decimals. */
export function toMajor(minor: number): number {
  return minor / 100;
}

/**
 * The largest balance the ledger holds, in minor units: 9,999,999,999,999.99 in major units. The wire carries
 * balances as JSON numbers in major units, and a double tells every cent apart only below 2^46 (about 7·10^13): past
 * that, two balances a cent apart could print the same. A move that would take any balance beyond the limit is
 * refused, so no wallet ever holds a balance it could not state exactly (and far from 2^53, where sums round).
 */
export const BALANCE_LIMIT_MINOR = 999_999_999_999_999;

/** Why a move the limit refuses is refused, as a refusal of the amount says it. */
export const BEYOND_LIMIT = 'would take a balance past 9999999999999.99, the most the ledger states exactly';

export const withinBalanceLimit = (minor: number): boolean => Math.abs(minor) <= BALANCE_LIMIT_MINOR;
