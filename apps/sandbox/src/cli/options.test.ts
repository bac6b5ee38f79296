// The tables are the documentation: these tests fail when the modules that read the environment and the tables part.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { scheduleFrom, parseDuration } from '../domain/webhooks/schedule.js';
import { corsOriginsFrom } from '../http/cors.js';
import { logLevelFrom } from '../http/log-level.js';
import { demoKeysFrom } from '../seed/keys.js';
import type { Option } from '@waas/command-line';
import { ENVIRONMENT, EXIT_CODES, OPTIONS } from './options.js';
import { usage } from './usage.js';

const SRC = fileURLToPath(new URL('../', import.meta.url));

/**
 * Every variable the shipped modules name, outside this folder (which holds the tables); Vite's `import.meta.env` is
 * not the process's.
 */
function variablesRead(): Set<string> {
  const shipped = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter(
    (file) =>
      file.endsWith('.ts') && !file.endsWith('.test.ts') && !/^(test|cli)\//.test(file) && !file.includes('fixtures'),
  );
  const names = new Set<string>();
  for (const file of shipped) {
    for (const [, waas, other] of readFileSync(join(SRC, file), 'utf8').matchAll(
      /\b(WAAS_[A-Z0-9_]+)\b|(?<!import\.meta\.)\benv\.([A-Z][A-Z0-9_]*)\b/g,
    ))
      names.add((waas ?? other)!);
  }
  return names;
}

describe('the tables', () => {
  test('name every variable the sandbox reads, and none it does not', () => {
    const documented = new Set<string>(Object.keys(ENVIRONMENT));
    // The options' variables are read by command.ts alone.
    const read = variablesRead();
    expect([...read].sort()).toEqual([...documented].sort());
    for (const option of Object.values(OPTIONS) as Option[])
      if (option.env) expect(read.has(option.env), option.env).toBe(false);
  });

  test.each<[string, { given: () => unknown; want: unknown }]>([
    [
      'demo keys',
      {
        given: () => demoKeysFrom({}),
        want: {
          admin: ENVIRONMENT.WAAS_DEMO_API_KEY.default,
          nonAdmin: ENVIRONMENT.WAAS_DEMO_NON_ADMIN_API_KEY.default,
          other: ENVIRONMENT.WAAS_DEMO_OTHER_API_KEY.default,
        },
      },
    ],
    ['log level', { given: () => logLevelFrom({}), want: ENVIRONMENT.WAAS_SANDBOX_LOG.default }],
    ['CORS origins', { given: () => corsOriginsFrom({}), want: ENVIRONMENT.WAAS_SANDBOX_CORS_ORIGINS.default }],
    [
      'webhook schedule',
      {
        given: () => scheduleFrom({}),
        want: {
          delaysMs: ENVIRONMENT.WAAS_WEBHOOK_RETRY_DELAYS.default.split(',').map(parseDuration),
          scale: Number(ENVIRONMENT.WAAS_WEBHOOK_TIME_SCALE.default),
          jitter: Number(ENVIRONMENT.WAAS_WEBHOOK_JITTER.default),
        },
      },
    ],
  ])('give the default the module uses: %s', (_, { given, want }) => expect(given()).toEqual(want));
});

describe('--help', () => {
  const help = usage();
  test.each(Object.entries(OPTIONS) as [string, Option][])(
    'names --%s, with its variable and default where it has them',
    (name, option) => {
      expect(help).toMatch(new RegExp(`^  (-${option.short}, )?--${name}\\b`, 'm'));
      if (option.env) expect(help).toMatch(new RegExp(`^  ${option.env} +as --${name}$`, 'm'));
      // Wrapped lines joined: a default may sit at the start of a continuation line.
      if (option.default) expect(help.replace(/\s+/g, ' ')).toContain(`default ${option.default})`);
    },
  );

  test.each(Object.keys(ENVIRONMENT))('names %s', (name) => expect(help).toMatch(new RegExp(`^  ${name} +\\S`, 'm')));

  test.each(EXIT_CODES.map(([code, meaning]) => [code, meaning] as const))('names exit code %i', (code, meaning) => {
    const start = `  ${code}  ${meaning.split(' ').slice(0, 3).join(' ')}`;
    expect(
      help.split('\n').some((line) => line.startsWith(start)),
      start,
    ).toBe(true);
  });

  test('no line is wider than 100 columns', () => {
    for (const line of help.split('\n')) expect(line.length, line).toBeLessThanOrEqual(100);
  });
});
