import type { DispatcherOptions } from './dispatcher.js';
import { scheduleFrom, type Environment } from './schedule.js';

const milliseconds = (env: Environment, name: string): number | undefined => {
  const text = env[name];
  if (text === undefined || text === '') return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1 || value > 600_000)
    throw new Error(`${name} must be a whole number of milliseconds from 1 to 600000; got ${text}`);
  return value;
};

/**
 * The dispatcher's settings from the environment of `pnpm start`: the retry schedule (schedule.ts), and
 * WAAS_WEBHOOK_TIMEOUT_MS (one POST, 10000 by default) and WAAS_WEBHOOK_POLL_MS (outbox polling, 100 by default).
 */
export function dispatcherOptionsFrom(env: Environment): DispatcherOptions {
  return {
    schedule: scheduleFrom(env),
    timeoutMs: milliseconds(env, 'WAAS_WEBHOOK_TIMEOUT_MS'),
    pollMs: milliseconds(env, 'WAAS_WEBHOOK_POLL_MS'),
  };
}
