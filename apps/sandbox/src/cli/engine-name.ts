import type { ServeSettings } from './command.js';

/**
 * Which database, for the first line and for a failure to open it. Never a URL's password nor its query (which may
 * hold one): the line is read on screens and in CI logs.
 */
export function engineName({ databaseUrl, dataDir }: Pick<ServeSettings, 'databaseUrl' | 'dataDir'>): string {
  if (!databaseUrl) return dataDir ? `PGlite in ${dataDir}` : 'PGlite in memory';
  const [, host, database, query] = /^[^:]+:\/\/(?:[^@/]*@)?([^/?#]*)([^?#]*)(?:\?([^#]*))?/.exec(databaseUrl) ?? [];
  return `PostgreSQL at ${host || new URLSearchParams(query).get('host') || 'localhost'}${database ?? ''}`;
}
