// The command line of waas-conformance, written once: parsing (main.ts), `--help` (usage.ts) and the README's tables
// (readme-table.ts) all read these tables, so none of them can say something the others do not.
import type { ExitCodes, OptionTable } from '@waas/command-line';
import { SHIPPED_PROFILES } from '../profile/shipped.js';
import { DEFAULT_MAX_CASES } from '../run/runner.js';

/** What the command line does: check a target, judge the traffic through a proxy, or judge a recorded HAR file. */
export const COMMANDS = {
  run: {
    synopsis: 'run [--target <url>] [--profile <file>] [options]',
    does: 'checks a target (a mock, a sandbox, a staging): its cases, its generated values, its workflows',
  },
  proxy: {
    synopsis: 'proxy --upstream <url> [--port <n>] [--profile <file>] [options]',
    does:
      'forwards every request to the upstream unchanged and judges each exchange; ' +
      'reports on Ctrl-C, SIGTERM or after --duration',
  },
  judge: {
    synopsis: 'judge --har <file> [--target <url>] [--profile <file>] [options]',
    does: 'judges the exchanges of a HAR file (DevTools, Playwright, Firefox)',
  },
  receiver: {
    synopsis: 'receiver --url <url> --secret <secret> [options]',
    does: 'judges your own webhook receiver: real events taken, forged, stale and tampered ones refused, retries taken',
  },
} as const;

export type Command = keyof typeof COMMANDS;

/** In the order --help prints them. No option reads the environment: a profile does, with `${NAME}`. */
export const OPTIONS = {
  target: {
    commands: ['run', 'judge'],
    type: 'string',
    placeholder: '<url>',
    description:
      'base URL of all three hosts (wallet, checkout, payout); optional when the profile has them; ' +
      'for judge, the exchanges under it are judged ' +
      '(left out: the origin most of the exchanges of documented operations went to)',
  },
  upstream: {
    commands: ['proxy'],
    type: 'string',
    placeholder: '<url>',
    description: 'where the proxy forwards, the base URL of all three hosts; optional when the profile has them',
  },
  port: {
    commands: ['proxy'],
    type: 'string',
    placeholder: '<n>',
    default: '4020',
    description: 'the port the proxy listens on (0: any free port)',
  },
  host: {
    commands: ['proxy'],
    type: 'string',
    placeholder: '<address>',
    default: '127.0.0.1',
    description: 'the address the proxy listens on; 0.0.0.0 lets other machines send through it',
  },
  duration: {
    commands: ['proxy'],
    type: 'string',
    placeholder: '<seconds>',
    description: 'stop after this long and report, as on Ctrl-C',
  },
  annotate: {
    commands: ['proxy'],
    type: 'boolean',
    description:
      'add x-waas-conformance to each answer, listing what was wrong with that exchange (seen in DevTools); ' +
      'the answer is then held until judged',
  },
  har: { commands: ['judge'], type: 'string', placeholder: '<file>', description: 'the HAR 1.2 file to judge' },
  url: {
    commands: ['receiver'],
    type: 'string',
    placeholder: '<url>',
    description: 'where your webhook receiver listens (the URL the service posts events to)',
  },
  secret: {
    commands: ['receiver'],
    type: 'string',
    placeholder: '<secret>',
    description: "the organization's webhook secret your receiver verifies with (never written to a report)",
  },
  profile: {
    commands: ['run', 'proxy', 'judge'],
    type: 'string',
    placeholder: '<file>',
    description:
      'YAML or JSON profile: base URLs, keys, fixtures, capabilities, match, webhooks; ' +
      `${SHIPPED_PROFILES.join(', ')} (or the same with .yaml) read the shipped profile, unless that file exists here`,
  },
  'api-key': {
    commands: ['run'],
    type: 'string',
    placeholder: '<key>',
    description: "the organization's key (or keys.organization in the profile)",
  },
  'target-kind': {
    commands: ['run'],
    type: 'string',
    placeholder: '<kind>',
    description: 'mock or live; detected when left out (Prism answers unknown paths its own way)',
  },
  match: {
    commands: ['run'],
    type: 'string',
    placeholder: '<mode>',
    description: 'schema, determined, subset or exact (default: exact on a mock, determined on a live target)',
  },
  only: {
    commands: ['run'],
    type: 'string',
    placeholder: '<name>',
    multiple: true,
    description:
      'run only this operationId, tag or workflowId, or workflows for every workflow; ' +
      'a name that matches none is refused',
  },
  skip: {
    commands: ['run'],
    type: 'string',
    placeholder: '<name>',
    multiple: true,
    description: 'skip this operationId or tag',
  },
  concurrency: {
    commands: ['run'],
    type: 'string',
    placeholder: '<n>',
    description: "requests in flight (default: the profile's limits.concurrency, else 8; never above it)",
  },
  timeout: {
    commands: ['run', 'receiver'],
    type: 'string',
    placeholder: '<ms>',
    default: '10000',
    description: 'per request, in milliseconds',
  },
  retries: {
    commands: ['run'],
    type: 'string',
    placeholder: '<n>',
    default: '0',
    description:
      'extra attempts after a network error or a timeout; an HTTP answer, whatever its status, is never retried',
  },
  bail: { commands: ['run'], type: 'boolean', description: 'start no new case after the first failure' },
  webhooks: {
    commands: ['run'],
    type: 'boolean',
    description:
      "also check the webhooks the target sends: the inflow, and each kind the profile's webhooks.causes can cause",
  },
  seed: {
    commands: ['run'],
    type: 'string',
    placeholder: '<n>',
    description: 'replay the generated values of an earlier run (default: a new seed, shown in the report)',
  },
  'max-cases': {
    commands: ['run'],
    type: 'string',
    placeholder: '<n>',
    default: String(DEFAULT_MAX_CASES),
    description:
      'requests spent on generated values (0 turns them off); ' +
      'on a live target only with capabilities.generated in the profile',
  },
  reporter: {
    type: 'string',
    placeholder: '<name[=file]>',
    multiple: true,
    default: 'pretty',
    description:
      'pretty, json, junit or html; to the file after =, else to stdout; ' +
      'at most one to stdout, and each to a file of its own',
  },
  version: { type: 'boolean', short: 'v', description: 'print the version and exit' },
  help: { type: 'boolean', short: 'h', description: 'print this help and exit' },
} as const satisfies OptionTable<Command>;

export const EXIT_CODES = [
  [
    0,
    'no deviation from the document, and coverage reached the floor ' +
      '(minCoverage in the profile, default 0.75 for run, none for traffic); ' +
      'checks that only refute one of our provisional choices are reported, not failed, ' +
      'unless the profile says provisional.refuted: fail; or --help, --version',
  ],
  [
    1,
    'the target deviates from the document, coverage is below the floor ' +
      '(one line on stderr names what was not exercised), ' +
      'or it refutes a provisional choice and the profile says provisional.refuted: fail',
  ],
  [
    2,
    'a configuration or target error: a bad option or command, ' +
      'a profile that is missing, malformed or refers to an unset variable, an unreachable target, ' +
      'a setup step that answered otherwise, a case with no HTTP answer after its retries ' +
      '(one line on stderr; without a command, this help on stdout)',
  ],
] as const satisfies ExitCodes;

export type ExitCode = (typeof EXIT_CODES)[number][0];
