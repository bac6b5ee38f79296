import { expect, test } from 'vitest';
import { engineName } from './engine-name.js';

test.each<[string, { given: { databaseUrl?: string; dataDir?: string }; want: string }]>([
  ['nothing', { given: {}, want: 'PGlite in memory' }],
  ['a data directory', { given: { dataDir: '.sandbox' }, want: 'PGlite in .sandbox' }],
  [
    'a URL with a password',
    {
      given: { databaseUrl: 'postgresql://waas:s3cret@db.internal:5432/waas' },
      want: 'PostgreSQL at db.internal:5432/waas',
    },
  ],
  [
    'a password in the query',
    { given: { databaseUrl: 'postgres://waas@127.0.0.1/waas?password=s3cret' }, want: 'PostgreSQL at 127.0.0.1/waas' },
  ],
  [
    'a socket',
    {
      given: { databaseUrl: 'postgresql://waas@/waas?host=/var/run/postgresql' },
      want: 'PostgreSQL at /var/run/postgresql/waas',
    },
  ],
  ['no host', { given: { databaseUrl: 'postgresql:///waas' }, want: 'PostgreSQL at localhost/waas' }],
])('given %s', (_, { given, want }) =>
  expect(engineName({ databaseUrl: given.databaseUrl, dataDir: given.dataDir })).toBe(want),
);
