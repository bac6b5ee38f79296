import { columns, exitCodeRows, optionRows } from '@waas/command-line';
import { COMMANDS, EXIT_CODES, OPTIONS } from './options.js';

/** `--help`, and what a run without a command prints before it exits 2. */
export const USAGE = [
  ...Object.values(COMMANDS).map(({ synopsis }, i) => `${i === 0 ? 'Usage: ' : '       '}waas-conformance ${synopsis}`),
  '',
  'Checks a target, or the traffic that reaches one, against the OpenAPI document of @waas/spec.',
  '',
  'Commands:',
  ...columns(Object.entries(COMMANDS).map(([name, { does }]) => [name, does] as const)),
  '',
  'Options:',
  ...columns(optionRows(OPTIONS, { notes: ['commands', 'multiple', 'default'], commands: Object.keys(COMMANDS) })),
  '',
  'Exit codes:',
  ...columns(exitCodeRows(EXIT_CODES)),
  '',
].join('\n');
