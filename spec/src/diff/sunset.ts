// Deprecation with a sunset date, as oasdiff reads it (docs/DEPRECATION.md there): an operation marked `deprecated`
// with `x-sunset: YYYY-MM-DD` may be removed from that day on without a major release; removed earlier, or never
// given a date, its removal breaks callers. Only operations carry a sunset here.
import type { Change } from './change.js';
import { child, isObject, type Located } from './located.js';

/** What an operation announces about its end: deprecated or not, and its sunset date as written. */
export interface Sunset {
  deprecated: boolean;
  /** `x-sunset` as written, when present. */
  date?: unknown;
}

export function sunsetOf(operation: Located): Sunset {
  const node = isObject(operation.node) ? operation.node : {};
  const sunset: Sunset = { deprecated: node.deprecated === true };
  if (node['x-sunset'] !== undefined) sunset.date = node['x-sunset'];
  return sunset;
}

/** `YYYY-MM-DD` (RFC 3339 full-date) that names a real day, or undefined. YAML may have read it as a Date already. */
export function sunsetDay(value: unknown): string | undefined {
  const text = value instanceof Date ? value.toISOString().slice(0, 10) : value;
  if (typeof text !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return undefined;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(text) ? text : undefined;
}

/** Today as `YYYY-MM-DD` in UTC, the day the gate judges removals on. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * The change for an operation that is gone (`path`: its whole path went with it), judged on `today` (`YYYY-MM-DD`).
 * Deprecated without a date differs from oasdiff, which allows that removal: callers were never told when, and the
 * generated packages drop the operation's method and types, so it stays breaking.
 */
export function removalOf(operation: Located, path: boolean, today: string): Change {
  const { deprecated, date } = sunsetOf(operation);
  const prefix = path ? 'api-path' : 'api';
  const what = path ? 'path removed' : 'operation removed';
  const at = operation.at;
  if (!deprecated) return { rule: `${prefix}-removed-without-deprecation`, breaking: true, pointer: at, message: what };
  if (date === undefined)
    return {
      rule: `${prefix}-removed-with-deprecation`,
      breaking: true,
      pointer: at,
      message: `${what}; it was deprecated without an x-sunset date`,
    };
  const day = sunsetDay(date);
  if (day === undefined)
    return {
      rule: 'api-path-sunset-parse',
      breaking: true,
      pointer: at,
      message: `${what}; its x-sunset ${JSON.stringify(date)} is not a YYYY-MM-DD date`,
    };
  if (today < day)
    return {
      rule: `${prefix}-removed-before-sunset`,
      breaking: true,
      pointer: at,
      message: `${what} before its sunset date ${day}`,
    };
  return {
    rule: `${prefix}-removed-after-sunset`,
    breaking: false,
    pointer: at,
    message: `${what} after its sunset date ${day}`,
  };
}

/**
 * Deprecating or reactivating an operation is listed, not breaking; moving its sunset earlier breaks the promise the
 * old date made (oasdiff's `api-sunset-date-changed-too-small`), and so does taking the date away from a deprecation.
 */
export function diffSunset(before: Located, after: Located, emit: (c: Change) => void): void {
  const [was, is] = [sunsetOf(before), sunsetOf(after)];
  if (!was.deprecated && is.deprecated) {
    const when =
      is.date === undefined ? 'without a sunset date' : `with sunset date ${String(sunsetDay(is.date) ?? is.date)}`;
    emit({
      rule: 'endpoint-deprecated',
      breaking: false,
      pointer: child(after.at, 'deprecated'),
      message: `operation deprecated ${when}`,
    });
    return;
  }
  if (was.deprecated && !is.deprecated) {
    emit({
      rule: 'endpoint-reactivated',
      breaking: false,
      pointer: child(before.at, 'deprecated'),
      message: 'operation no longer deprecated',
    });
    return;
  }
  if (!is.deprecated || was.date === is.date) return;
  const [from, to] = [sunsetDay(was.date), sunsetDay(is.date)];
  if (from === to) return;
  const pointer = child(is.date === undefined ? before.at : after.at, 'x-sunset');
  const message = `sunset date ${from ?? 'none'} → ${to ?? 'none'}`;
  const earlier = from !== undefined && (to === undefined || to < from);
  emit({
    rule: earlier ? 'api-sunset-date-changed-too-small' : 'api-sunset-date-changed',
    breaking: earlier,
    pointer,
    message,
  });
}
