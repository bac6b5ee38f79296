/**
 * Server time in milliseconds, strictly increasing: two entries never share a dateCreated, so the order of a wallet's
 * history is never decided by a tie.
 */
export class Clock {
  #last = 0;

  now(): number {
    this.#last = Math.max(Date.now(), this.#last + 1);
    return this.#last;
  }
}

const iso = (ms: number) => new Date(ms).toISOString();

/** `2025-02-11T08:25:10` (LocalDateTimeSeconds). */
export const localSeconds = (ms: number) => iso(ms).slice(0, 19);
/** `2025-02-11T08:25:10.004` (LocalDateTime, as history shows it). */
export const localMillis = (ms: number) => iso(ms).slice(0, 23);
/** `2025-02-11T08:25:10.004000` (LocalDateTimeMicros); the clock counts milliseconds. */
export const localMicros = (ms: number) => `${iso(ms).slice(0, 23)}000`;
/** `2025-02-11T08:25:10.004Z`. */
export const utcMillis = iso;
/** RFC 3339 in UTC, with fractional seconds only when there are some. */
export const instant = (ms: number) => (ms % 1000 === 0 ? `${iso(ms).slice(0, 19)}Z` : iso(ms));

const INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?([Zz]|[+-]\d{2}(?::?\d{2})?)?)?$/;

/**
 * Milliseconds of an ISO 8601 date or date-time; without a zone it is read as UTC. A date alone is the start of its
 * day, or its last millisecond with `endOfDay` (the inclusive end of a range). Undefined for a day that does not exist.
 */
export function parseInstant(text: string, endOfDay = false): number | undefined {
  const m = INSTANT.exec(text);
  if (!m) return undefined;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  if (hour > 23 || minute > 59 || second > 60) return undefined;
  date.setUTCHours(hour, minute, second, Number((m[7] ?? '').padEnd(3, '0').slice(0, 3)));
  const zone = m[8];
  const sign = zone?.startsWith('-') ? -1 : 1;
  const offsetMinutes =
    zone && !/z/i.test(zone)
      ? sign * (Number(zone.slice(1, 3)) * 60 + (zone.length > 3 ? Number(zone.slice(-2)) : 0))
      : 0;
  const endOfDate = m[4] === undefined && endOfDay ? 86_399_999 : 0;
  return date.getTime() - offsetMinutes * 60_000 + endOfDate;
}
