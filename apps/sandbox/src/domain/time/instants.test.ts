import { describe, expect, it } from 'vitest';
import { instant, localMicros, localMillis, localSeconds, parseInstant } from './instants.js';

const us = (iso: string) => Date.parse(iso) * 1000;

describe('parseInstant', () => {
  it.each([
    ['a local date-time, read as UTC', { given: '2024-05-01T00:00:00', endOfDay: false, want: us('2024-05-01T00:00:00Z') }],
    ['a zone offset', { given: '2024-05-14T11:22:31+01:00', endOfDay: false, want: us('2024-05-14T10:22:31Z') }],
    ['microseconds', { given: '2024-05-14T10:22:31.123456', endOfDay: false, want: us('2024-05-14T10:22:31.123Z') + 456 }],
    ['a date as the start of a range', { given: '2024-05-31', endOfDay: false, want: us('2024-05-31T00:00:00Z') }],
    ['a date as the inclusive end of a range', { given: '2024-05-31', endOfDay: true, want: us('2024-06-01T00:00:00Z') - 1 }],
    ['a day that does not exist', { given: '2024-02-30T00:00:00', endOfDay: false, want: undefined }],
    ['an hour that does not exist', { given: '2024-05-01T24:00:00', endOfDay: false, want: undefined }],
    ['no date at all', { given: 'yesterday', endOfDay: false, want: undefined }],
  ])('%s', (_, { given, endOfDay, want }) => {
    expect(parseInstant(given, endOfDay)).toBe(want);
  });
});

describe('formats', () => {
  const at = us('2024-05-14T10:22:31.123Z') + 456;
  it.each([
    ['LocalDateTimeSeconds', { format: localSeconds, want: '2024-05-14T10:22:31' }],
    ['history LocalDateTime', { format: localMillis, want: '2024-05-14T10:22:31.123' }],
    ['LocalDateTimeMicros', { format: localMicros, want: '2024-05-14T10:22:31.123456' }],
    ['RFC 3339 instant', { format: instant, want: '2024-05-14T10:22:31.123456Z' }],
  ])('%s', (_, { format, want }) => {
    expect(format(at)).toBe(want);
  });

  it('leaves the fraction out of a whole-second instant', () => {
    expect(instant(us('2099-01-01T09:00:00Z'))).toBe('2099-01-01T09:00:00Z');
  });
});
