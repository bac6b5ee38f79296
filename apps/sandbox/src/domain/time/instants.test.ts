import { describe, expect, it } from 'vitest';
import { instant, instantMillis, localMicros, localMillis, localSeconds, parseInstant } from './instants.js';

const us = (iso: string) => Date.parse(iso) * 1000;

describe('parseInstant', () => {
  it.each([
    [
      'a local date-time, read as UTC',
      { given: '2024-05-01T00:00:00', endOfDay: false, want: us('2024-05-01T00:00:00Z') },
    ],
    ['a zone offset', { given: '2024-05-14T11:22:31+01:00', endOfDay: false, want: us('2024-05-14T10:22:31Z') }],
    [
      'microseconds',
      { given: '2024-05-14T10:22:31.123456', endOfDay: false, want: us('2024-05-14T10:22:31.123Z') + 456 },
    ],
    ['a date as the start of a range', { given: '2024-05-31', endOfDay: false, want: us('2024-05-31T00:00:00Z') }],
    [
      'a date as the inclusive end of a range',
      { given: '2024-05-31', endOfDay: true, want: us('2024-06-01T00:00:00Z') - 1 },
    ],
    ['a day that does not exist', { given: '2024-02-30T00:00:00', endOfDay: false, want: undefined }],
    ['an hour that does not exist', { given: '2024-05-01T24:00:00', endOfDay: false, want: undefined }],
    ['no date at all', { given: 'yesterday', endOfDay: false, want: undefined }],
  ])('%s', (_, { given, endOfDay, want }) => {
    expect(parseInstant(given, endOfDay)).toBe(want);
  });
});

describe('formats', () => {
  // Each field has one format whatever the instant: milliseconds ending in zero (.130, .100, .000) keep their digits.
  const at = (iso: string, extraUs = 0) => us(iso) + extraUs;
  it.each([
    [
      'LocalDateTimeSeconds',
      { format: localSeconds, given: at('2024-05-14T10:22:31.123Z', 456), want: '2024-05-14T10:22:31' },
    ],
    [
      'history LocalDateTime',
      { format: localMillis, given: at('2024-05-14T10:22:31.123Z', 456), want: '2024-05-14T10:22:31.123' },
    ],
    [
      'history LocalDateTime, .130',
      { format: localMillis, given: at('2024-05-14T10:22:31.130Z'), want: '2024-05-14T10:22:31.130' },
    ],
    [
      'history LocalDateTime, .000',
      { format: localMillis, given: at('2024-05-14T10:22:31.000Z'), want: '2024-05-14T10:22:31.000' },
    ],
    [
      'LocalDateTimeMicros',
      { format: localMicros, given: at('2024-05-14T10:22:31.123Z', 456), want: '2024-05-14T10:22:31.123456' },
    ],
    [
      'LocalDateTimeMicros, .100000',
      { format: localMicros, given: at('2024-05-14T10:22:31.100Z'), want: '2024-05-14T10:22:31.100000' },
    ],
    [
      'RFC 3339 at second precision',
      { format: instant, given: at('2024-05-14T10:22:31.123Z', 456), want: '2024-05-14T10:22:31Z' },
    ],
    [
      'RFC 3339 at second precision, .130',
      { format: instant, given: at('2024-05-14T10:22:31.130Z'), want: '2024-05-14T10:22:31Z' },
    ],
    [
      'RFC 3339 at second precision, .100',
      { format: instant, given: at('2024-05-14T10:22:31.100Z'), want: '2024-05-14T10:22:31Z' },
    ],
    [
      'RFC 3339 at second precision, .000',
      { format: instant, given: at('2099-01-01T09:00:00Z'), want: '2099-01-01T09:00:00Z' },
    ],
    [
      'RFC 3339 at millisecond precision',
      { format: instantMillis, given: at('2024-05-14T10:22:31.123Z', 456), want: '2024-05-14T10:22:31.123Z' },
    ],
    [
      'RFC 3339 at millisecond precision, .130',
      { format: instantMillis, given: at('2024-05-14T10:22:31.130Z'), want: '2024-05-14T10:22:31.130Z' },
    ],
    [
      'RFC 3339 at millisecond precision, .100',
      { format: instantMillis, given: at('2024-05-14T10:22:31.100Z'), want: '2024-05-14T10:22:31.100Z' },
    ],
    [
      'RFC 3339 at millisecond precision, .000',
      { format: instantMillis, given: at('2024-05-14T10:22:31.000Z'), want: '2024-05-14T10:22:31.000Z' },
    ],
  ])('%s', (_, { format, given, want }) => {
    expect(format(given)).toBe(want);
  });
});
