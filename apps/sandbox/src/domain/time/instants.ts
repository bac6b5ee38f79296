/**
 * The document's timestamp formats, all rendered in UTC from microseconds since the epoch. Each field has one format,
 * the one its examples show, whatever the instant: a fraction is never shortened to the digits that are not zero.
 */

const iso = (us: number) => new Date(Math.floor(us / 1000)).toISOString();
const micros = (us: number) => String(((us % 1_000_000) + 1_000_000) % 1_000_000).padStart(6, '0');

/** `2024-05-14T10:22:31` (LocalDateTimeSeconds). */
export const localSeconds = (us: number) => iso(us).slice(0, 19);
/** `2024-05-12T14:05:09.417` (LocalDateTime, as the history shows it). */
export const localMillis = (us: number) => iso(us).slice(0, 23);
/** `2024-05-14T10:22:31.123456` (LocalDateTimeMicros). */
export const localMicros = (us: number) => `${iso(us).slice(0, 19)}.${micros(us)}`;
/**
 * `2024-05-14T10:22:31Z`: RFC 3339 in UTC at second precision, as the spec shows valueDate, expiresAt, generatedAt.
 * Only the text is cut: a scheduled posting still comes due at the microsecond it was asked for, so a date sent a
 * second ahead is never due already.
 */
export const instant = (us: number) => `${iso(us).slice(0, 19)}Z`;
/**
 * `2024-05-14T10:22:31.120Z`: RFC 3339 in UTC at millisecond precision (a checkout wallet's and an event's createdAt).
 */
export const instantMillis = (us: number) => iso(us);

/** Why a text `parseInstant` does not read is refused. */
export const NOT_AN_INSTANT =
  'must be an ISO 8601 date or date-time that exists (a day of the calendar, hours up to 23, seconds up to 59)';

const INSTANT = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,7}))?)?(Z|[+-]\d{2}:\d{2})?)?$/i;

/**
 * Microseconds since the epoch of an ISO 8601 date or date-time; without a zone it is read as UTC. A date without a
 * time means the start of that day, or its last microsecond when `endOfDay` (an inclusive end of a range).
 * Undefined when the text is not such an instant or names a day that does not exist.
 */
export function parseInstant(text: string, endOfDay = false): number | undefined {
  const m = INSTANT.exec(text);
  if (!m) return undefined;
  const [, y, mo, d, h, mi, s, frac, zone] = m;
  const ms = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h ?? 0), Number(mi ?? 0), Number(s ?? 0));
  const date = new Date(ms);
  if (date.getUTCFullYear() !== Number(y) || date.getUTCMonth() !== Number(mo) - 1 || date.getUTCDate() !== Number(d))
    return undefined;
  if (Number(h ?? 0) > 23 || Number(mi ?? 0) > 59 || Number(s ?? 0) > 59) return undefined;
  let us = ms * 1000 + Number((frac ?? '').padEnd(7, '0').slice(0, 6));
  if (zone && zone.toUpperCase() !== 'Z') {
    const sign = zone.startsWith('-') ? -1 : 1;
    us -= sign * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4, 6))) * 60_000_000;
  }
  if (h === undefined && endOfDay) us += 86_400_000_000 - 1;
  return us;
}
