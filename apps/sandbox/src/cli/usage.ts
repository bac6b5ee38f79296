import { ENVIRONMENT, EXIT_CODES, OPTIONS, type Option } from './options.js';

/** Wide enough for a terminal split in two; longer descriptions wrap under their own column. */
const WIDTH = 100;

export function flag(name: string, option: Option): string {
  const short = option.short ? `-${option.short}, ` : '';
  return `${short}--${name}${option.placeholder ? ` ${option.placeholder}` : ''}`;
}

export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.length - 1;
    if (last >= 0 && lines[last]!.length + 1 + word.length <= width) lines[last] += ` ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** Two columns: `name` padded to the widest, then `text` wrapped beside it. */
export function columns(rows: (readonly [string, string])[]): string[] {
  const left = Math.max(...rows.map(([name]) => name.length)) + 2;
  return rows.flatMap(([name, text]) =>
    wrap(text, WIDTH - 2 - left).map((line, i) => `  ${(i === 0 ? name : '').padEnd(left)}${line}`),
  );
}

export function detail(option: Option): string {
  const notes = [option.env && `env ${option.env}`, option.default && `default ${option.default}`].filter(Boolean);
  return notes.length ? `${option.description} (${notes.join('; ')})` : option.description;
}

/** `--help`. */
export function usage(): string {
  const options = Object.entries(OPTIONS).map(
    ([name, option]: [string, Option]) => [flag(name, option), detail(option)] as const,
  );
  const optionVariables = Object.entries(OPTIONS).flatMap(([name, option]: [string, Option]) =>
    option.env ? [[option.env, `as --${name}`] as const] : [],
  );
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
      'The Wallet, Checkout and Payout API as a running service: the routes of the bundled spec on a double-entry ledger, ' +
        "seeded from the spec's examples, on embedded PGlite or a PostgreSQL server. It prints where it listens and its demo keys.",
      WIDTH,
    ),
    '',
    'Options:',
    ...columns(options),
    '',
    ...wrap(
      'A flag wins over its variable. --database-url and --data-dir choose the engine: give one; with both variables set, DATABASE_URL wins.',
      WIDTH,
    ),
    '',
    'Environment:',
    ...columns([...optionVariables, ...variables]),
    '',
    'Exit codes:',
    ...columns(EXIT_CODES.map(([code, meaning]) => [String(code), meaning] as const)),
    '',
  ].join('\n');
}
