const LEVELS = ['silent', 'fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;
export type LogLevel = (typeof LEVELS)[number];

/**
 * `WAAS_SANDBOX_LOG`: a pino level. By default `warn`, so refused requests (with why) and faults show without asking;
 * `info` adds a line per request; `1` is kept as `info` for scripts written before levels.
 */
export function logLevelFrom(env: NodeJS.ProcessEnv): LogLevel {
  const asked = env.WAAS_SANDBOX_LOG?.trim().toLowerCase();
  if (asked === undefined || asked === '') return 'warn';
  if (asked === '1') return 'info';
  if ((LEVELS as readonly string[]).includes(asked)) return asked as LogLevel;
  throw new Error(`WAAS_SANDBOX_LOG=${asked} is not a log level (${LEVELS.join(', ')})`);
}
