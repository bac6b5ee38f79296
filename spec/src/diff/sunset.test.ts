import { describe, expect, test } from 'vitest';
import type { Change } from './change.js';
import { diffSunset, removalOf, sunsetDay } from './sunset.js';

const at = '#/paths/~1api~1v1~1old/get';
const operation = (fields: Record<string, unknown>) => ({ node: { operationId: 'getOld', ...fields }, at });
const TODAY = '2025-06-01';

describe('removing an operation', () => {
  const cases: [string, { given: Record<string, unknown>; path?: boolean; want: Partial<Change> }][] = [
    ['never deprecated', { given: {}, want: { rule: 'api-removed-without-deprecation', breaking: true } }],
    [
      'never deprecated, with its path',
      {
        given: {},
        path: true,
        want: { rule: 'api-path-removed-without-deprecation', breaking: true, message: 'path removed' },
      },
    ],
    [
      'deprecated without a date',
      { given: { deprecated: true }, want: { rule: 'api-removed-with-deprecation', breaking: true } },
    ],
    [
      'an x-sunset without deprecated',
      { given: { 'x-sunset': '2025-01-01' }, want: { rule: 'api-removed-without-deprecation', breaking: true } },
    ],
    [
      'deprecated, sunset tomorrow',
      {
        given: { deprecated: true, 'x-sunset': '2025-06-02' },
        want: {
          rule: 'api-removed-before-sunset',
          breaking: true,
          message: 'operation removed before its sunset date 2025-06-02',
        },
      },
    ],
    [
      'deprecated, sunset today',
      { given: { deprecated: true, 'x-sunset': TODAY }, want: { rule: 'api-removed-after-sunset', breaking: false } },
    ],
    [
      'deprecated, sunset passed, with its path',
      {
        given: { deprecated: true, 'x-sunset': '2024-12-31' },
        path: true,
        want: {
          rule: 'api-path-removed-after-sunset',
          breaking: false,
          message: 'path removed after its sunset date 2024-12-31',
        },
      },
    ],
    [
      'deprecated, a sunset that is no date',
      {
        given: { deprecated: true, 'x-sunset': 'next spring' },
        want: { rule: 'api-path-sunset-parse', breaking: true },
      },
    ],
    [
      'deprecated, a sunset that is no day',
      {
        given: { deprecated: true, 'x-sunset': '2025-02-30' },
        want: { rule: 'api-path-sunset-parse', breaking: true },
      },
    ],
  ];

  test.each(cases)('%s', (_, { given, path, want }) => {
    expect(removalOf(operation(given), path ?? false, TODAY)).toMatchObject({ pointer: at, ...want });
  });
});

describe('deprecating an operation and moving its sunset', () => {
  const cases: [
    string,
    { before: Record<string, unknown>; after: Record<string, unknown>; want: Partial<Change>[] },
  ][] = [
    [
      'nothing changed',
      {
        before: { deprecated: true, 'x-sunset': '2025-09-01' },
        after: { deprecated: true, 'x-sunset': '2025-09-01' },
        want: [],
      },
    ],
    [
      'deprecated with a date',
      {
        before: {},
        after: { deprecated: true, 'x-sunset': '2025-09-01' },
        want: [
          { rule: 'endpoint-deprecated', breaking: false, message: 'operation deprecated with sunset date 2025-09-01' },
        ],
      },
    ],
    [
      'deprecated without a date',
      { before: {}, after: { deprecated: true }, want: [{ rule: 'endpoint-deprecated', breaking: false }] },
    ],
    [
      'no longer deprecated',
      { before: { deprecated: true }, after: {}, want: [{ rule: 'endpoint-reactivated', breaking: false }] },
    ],
    [
      'a date given to a deprecation',
      {
        before: { deprecated: true },
        after: { deprecated: true, 'x-sunset': '2025-09-01' },
        want: [{ rule: 'api-sunset-date-changed', breaking: false }],
      },
    ],
    [
      'the sunset moved later',
      {
        before: { deprecated: true, 'x-sunset': '2025-09-01' },
        after: { deprecated: true, 'x-sunset': '2025-12-01' },
        want: [{ rule: 'api-sunset-date-changed', breaking: false }],
      },
    ],
    [
      'the sunset moved earlier',
      {
        before: { deprecated: true, 'x-sunset': '2025-09-01' },
        after: { deprecated: true, 'x-sunset': '2025-07-01' },
        want: [
          {
            rule: 'api-sunset-date-changed-too-small',
            breaking: true,
            message: 'sunset date 2025-09-01 → 2025-07-01',
            pointer: `${at}/x-sunset`,
          },
        ],
      },
    ],
    [
      'the sunset taken away',
      {
        before: { deprecated: true, 'x-sunset': '2025-09-01' },
        after: { deprecated: true },
        want: [{ rule: 'api-sunset-date-changed-too-small', breaking: true }],
      },
    ],
  ];

  test.each(cases)('%s', (_, { before, after, want }) => {
    const changes: Change[] = [];
    diffSunset(operation(before), operation(after), (change) => changes.push(change));
    expect(changes).toMatchObject(want);
    expect(changes).toHaveLength(want.length);
  });
});

test.each([
  ['2025-06-01', '2025-06-01'],
  [new Date('2025-06-01T00:00:00Z'), '2025-06-01'],
  ['2025-6-1', undefined],
  ['2025-06-01T00:00:00Z', undefined],
  ['2025-13-01', undefined],
  [20250601, undefined],
] as const)('sunsetDay(%s) is %s', (given, want) => {
  expect(sunsetDay(given)).toBe(want);
});
