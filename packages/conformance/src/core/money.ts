/**
 * Money as the document writes it (major units, at most two decimals) read in integer minor units, exactly: the
 * number is read as the decimal it prints as, never multiplied as a double and rounded, so a balance computed in single
 * precision (48251.3984375) is caught rather than rounded into a plausible one. Undefined when the value is not a
 * finite number or not a whole number of minor units.
 */
export function minorUnits(value: unknown): number | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(value));
  if (!match) return undefined;
  const [, sign, whole, fraction = '', exponent = '0'] = match;
  // Digits and where the point sits, shifted by the exponent (1e-7, 1.5e21).
  const digits = `${whole}${fraction}`;
  const point = whole!.length + Number(exponent);
  const integer = point <= 0 ? '0' : digits.slice(0, point).padEnd(point, '0');
  const decimals = point <= 0 ? '0'.repeat(-point) + digits : digits.slice(point);
  if (decimals.replace(/0+$/, '').length > 2) return undefined;
  const minor = BigInt(integer) * 100n + BigInt(decimals.padEnd(2, '0').slice(0, 2) || '0');
  return Number(sign === '-' ? -minor : minor);
}

/** Minor units written back as the document's major units, for messages: 1234 → "12.34". */
export function major(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
