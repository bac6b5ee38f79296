import { describe, expect, test } from 'vitest';
import { loadBundle } from '@waas/spec/pairs';
import { seedExamples } from '../../seed/examples.js';
import { parseWebhookCommand } from './parse.js';

const parseListen = (argv: string[], env: Record<string, string>) => parseWebhookCommand('listen', argv, env);

const DEMO_ORGANIZATION = seedExamples(loadBundle()).organizationId;
const OTHER = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

describe('waas-sandbox listen: its options', () => {
  test.for([
    {
      given: ['--forward-to', 'http://localhost:3000/hooks'],
      env: {},
      want: {
        kind: 'listen',
        forwardTo: ['http://localhost:3000/hooks'],
        sandbox: 'http://127.0.0.1:4000/',
        organizationId: DEMO_ORGANIZATION,
        types: undefined,
        secret: undefined,
        credentials: {},
      },
    },
    {
      given: [
        '--forward-to=http://localhost:3000/a',
        '--forward-to',
        'http://localhost:3001/b',
        '--events',
        'transaction.posted, inflow.received',
        '--organization',
        OTHER,
        '--sandbox',
        'https://sandbox.example',
      ],
      env: { WAAS_SANDBOX_CONTROL_TOKEN: 'a-token-of-sixteen-or-more' },
      want: {
        forwardTo: ['http://localhost:3000/a', 'http://localhost:3001/b'],
        sandbox: 'https://sandbox.example/',
        organizationId: OTHER,
        types: ['transaction.posted', 'inflow.received'],
        credentials: { authorization: 'Bearer a-token-of-sixteen-or-more' },
      },
    },
    {
      given: ['--forward-to', 'http://localhost:3000/', '--api-key', 'key-1'],
      env: { WAAS_SANDBOX_CONTROL_TOKEN: 'a-token-of-sixteen-or-more', WAAS_LISTEN_SECRET: 'whsec_given' },
      want: { credentials: { 'x-api-key': 'key-1' }, secret: 'whsec_given' },
    },
    {
      given: ['--forward-to', 'http://localhost:3000/'],
      env: { WAAS_SANDBOX_URL: 'http://10.0.0.5:4000', WAAS_SANDBOX_API_KEY: 'key-2' },
      want: { sandbox: 'http://10.0.0.5:4000/', credentials: { 'x-api-key': 'key-2' } },
    },
    { given: ['--help'], env: {}, want: { kind: 'help' } },
  ])('$given', ({ given, env, want }) => {
    expect(parseListen(given, env)).toMatchObject(want);
  });

  test.for([
    { given: [], want: 'listen needs --forward-to <url>, the receiver to POST events to' },
    {
      given: ['--forward-to', 'localhost:3000'],
      want: '--forward-to must be an http:// or https:// URL, got a localhost: URL',
    },
    { given: ['--forward-to', 'not a url'], want: '--forward-to must be an http:// or https:// URL, got not a url' },
    {
      given: ['--forward-to', 'http://h/', '--events', 'posted'],
      want: '--events takes event types such as transaction.posted, comma-separated; got posted',
    },
    {
      given: ['--forward-to', 'http://h/', '--organization', 'acme'],
      want: "--organization takes an organization's id (a UUID), got acme",
    },
    { given: ['--forward-to', 'http://h/', '--port', '1'], want: "Unknown option '--port'" },
  ])('refuses $given', ({ given, want }) => {
    expect(() => parseListen(given, {})).toThrow(want);
  });
});

describe('waas-sandbox events and resend: their options', () => {
  const EVENT = '0b6f4e1c-2d3a-4b5c-8d9e-0f1a2b3c4d5e';
  test.for([
    {
      command: 'events',
      given: [],
      want: { kind: 'events', tail: false, types: undefined, organizationId: DEMO_ORGANIZATION },
    },
    {
      command: 'events',
      given: ['--tail', '--events', 'wallet.updated'],
      want: { tail: true, types: ['wallet.updated'] },
    },
    { command: 'resend', given: [EVENT.toUpperCase()], want: { kind: 'resend', eventId: EVENT } },
    { command: 'resend', given: ['-h'], want: { kind: 'help', command: 'resend' } },
  ] as const)('$command $given', ({ command, given, want }) => {
    expect(parseWebhookCommand(command, given, {})).toMatchObject(want);
  });

  test.for([
    { command: 'resend', given: [], want: 'resend takes one event id (a UUID), as events lists them; got none' },
    { command: 'resend', given: [EVENT, EVENT], want: 'resend takes one event id (a UUID), as events lists them; got' },
    {
      command: 'resend',
      given: ['--forward-to', 'http://h/'],
      want: '--forward-to is an option of listen, not of resend',
    },
    { command: 'events', given: ['stray'], want: "Unexpected argument 'stray'" },
  ] as const)('$command refuses $given', ({ command, given, want }) => {
    expect(() => parseWebhookCommand(command, given, {})).toThrow(want);
  });
});

describe('waas-sandbox trigger: --set', () => {
  test.for([
    { given: ['inflow.received'], want: { kind: 'trigger', type: 'inflow.received', set: {} } },
    {
      given: ['inflow.received', '--set', 'data.amount=12.50', '--set=data.narration=Rent = paid'],
      want: { set: { 'data.amount': 12.5, 'data.narration': 'Rent = paid' } },
    },
    { given: ['wallet.updated', '--set', 'data.wallet.name=Ada'], want: { set: { 'data.wallet.name': 'Ada' } } },
  ] as const)('$given', ({ given, want }) => {
    expect(parseWebhookCommand('trigger', given, {})).toMatchObject(want);
  });

  test.for([
    {
      given: ['inflow.received', '--set', 'amount'],
      want: '--set takes path=value, such as data.amount=12.50; got amount',
    },
    {
      given: ['inflow.received', '--set', 'data.balance=3'],
      want: 'trigger inflow.received can set data.amount, data.narration; got data.balance',
    },
    {
      given: ['transaction.posted', '--set', 'data.amount=1.005'],
      want: '--set data.amount takes an amount above zero with at most two decimals, got 1.005',
    },
    {
      given: ['transaction.posted', '--set', 'data.amount=0'],
      want: '--set data.amount takes an amount above zero with at most two decimals, got 0',
    },
    { given: ['wallet.deleted', '--set', 'data.name= '], want: '--set data.name takes some text, got nothing' },
    { given: ['--set', 'data.amount=1'], want: 'trigger takes one event type' },
  ] as const)('refuses $given', ({ given, want }) => {
    expect(() => parseWebhookCommand('trigger', given, {})).toThrow(want);
  });
});
