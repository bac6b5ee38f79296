/**
 * The wire carries major units (150000.75 as a JSON number, or "10000" as text for inflows); the ledger counts
 * integer minor units only, so no balance is ever the result of float arithmetic.
 */
const DECIMAL = /^(\d{1,13})(?:\.(\d{1,2}))?$/;

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
