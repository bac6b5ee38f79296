import { columns, exitCodeRows, optionRows, variableRows, wrap } from '@waas/command-line';
import { ENVIRONMENT, EXIT_CODES, OPTIONS } from './options.js';

/** `--help`. */
export function usage(): string {
  const variables = Object.entries(ENVIRONMENT).map(
    ([name, variable]) =>
      [
        name,
        `${variable.description} (${variable.default === '' ? 'unset by default' : `default ${variable.default}`})`,
      ] as const,
  );
  return [
    'Usage: waas-sandbox [options]',
    '       waas-sandbox listen --forward-to <url> | trigger <type> | events [--tail] | resend <eventId>',
    '',
    ...wrap(
      'The Wallet, Checkout and Payout API as a running service: the routes of the bundled spec on a double-entry ' +
        "ledger, seeded from the spec's examples, on embedded PGlite or a PostgreSQL server. It prints where it " +
        'listens and its demo keys.',
    ),
    '',
    'Options:',
    ...columns(optionRows(OPTIONS, { notes: ['env', 'default'] })),
    '',
    ...wrap(
      'A flag wins over its variable. --database-url and --data-dir choose the engine: give one; with both ' +
        'variables set, DATABASE_URL wins.',
    ),
    '',
    'Environment:',
    ...columns([...variableRows(OPTIONS), ...variables]),
    '',
    'Exit codes:',
    ...columns(exitCodeRows(EXIT_CODES)),
    '',
  ].join('\n');
}
