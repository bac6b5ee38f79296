import type { ExamplePair } from '@waas/spec/pairs';
import { inputsOf, type Bindings } from './bindings.js';

const DATE = /^(\d{4}-\d{2}-\d{2})(T[\d:.]+(?:Z|[+-]\d{2}:\d{2})?)?$/;
const DAY = 86_400_000;

/**
 * The examples were written on dates long past: a history for May 2024 shows nothing a run posts today. Every date a
 * request sends moves by the same whole number of days, so the earliest falls on yesterday (a window that covers
 * today in any time zone) and a future value date stays in the future; the time of day and the format are kept.
 */
export function shiftedDates(pairs: readonly ExamplePair[], today = new Date()): Bindings {
  const dates = pairs.flatMap((pair) =>
    inputsOf(pair.request).flatMap(([, value]) => (typeof value === 'string' && DATE.test(value) ? [value] : [])),
  );
  const out: Bindings = new Map();
  if (dates.length === 0) return out;
  const dayOf = (value: string) => Date.parse(`${DATE.exec(value)![1]}T00:00:00Z`);
  const earliest = Math.min(...dates.map(dayOf));
  const yesterday = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - DAY;
  const shift = yesterday - earliest;
  for (const value of dates) {
    const [, day, rest = ''] = DATE.exec(value)!;
    out.set(value, new Date(Date.parse(`${day}T00:00:00Z`) + shift).toISOString().slice(0, 10) + rest);
  }
  return out;
}
