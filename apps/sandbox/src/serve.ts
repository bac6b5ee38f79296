import type { AddressInfo } from 'node:net';
import { loadBundle } from '@waas/spec/pairs';
import { dispatcherOptionsFrom } from './domain/webhooks/environment.js';
import { logLevelFrom } from './http/log-level.js';
import { Sandbox } from './sandbox.js';
import { demoKeysFrom } from './seed/keys.js';
import { OTHER_ORGANIZATION } from './seed/seed.js';

/** `pnpm start`: the sandbox on embedded PGlite at 127.0.0.1:4000, seeded from the spec's examples (main.ts). */
async function serve(): Promise<void> {
  const env = process.env;
  const port = Number(env.PORT ?? 4000);
  const host = env.HOST ?? '127.0.0.1';
  const keys = demoKeysFrom(env);
  const startedAt = performance.now();
  const document = loadBundle();
  const opening = Sandbox.open({ databaseUrl: env.DATABASE_URL, dataDir: env.WAAS_SANDBOX_DATA_DIR, keys, document, webhooks: dispatcherOptionsFrom(env) });
  // Imported only now, once PGlite's thread is opening: the server's modules load and its routes are built while
  // PostgreSQL starts there, and a cold start costs the longer of the two rather than their sum (app.ts, Served).
  const building = (async () => {
    const [{ buildApp }, { corsOriginsFrom }] = await Promise.all([import('./app.js'), import('./http/cors.js')]);
    const app = await buildApp({ document, sandbox: opening }, { logger: { level: logLevelFrom(env) }, corsOrigins: corsOriginsFrom(env) });
    // Made ready here, not by listen: its routes are finished while PGlite still starts, then it waits for the sandbox.
    await app.ready();
    return app;
  })();
  const [sandbox, app] = await Promise.all([opening, building]);
  await app.listen({ port, host });
  // PORT=0 asks for a free port: print the one bound.
  const bound = (app.server.address() as AddressInfo).port;
  const engine = env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : env.WAAS_SANDBOX_DATA_DIR ? `PGlite in ${env.WAAS_SANDBOX_DATA_DIR}` : 'PGlite in memory';
  // The demo keys are printed on purpose: they are fixed, documented sandbox keys, not secrets.
  process.stdout.write(
    [
      `WaaS sandbox listening on http://${host}:${bound} (${engine}, ${sandbox.start}, ready in ${Math.round(performance.now() - startedAt)} ms)`,
      `  x-api-key ${keys.admin}  examples' organization, admin`,
      `  x-api-key ${keys.nonAdmin}  examples' organization, no admin access`,
      `  x-api-key ${keys.other}  ${OTHER_ORGANIZATION.name} (${OTHER_ORGANIZATION.id}), admin`,
      `  control API: http://${host}:${bound}/sandbox (reset, clock, organizations, keys, wallets, products, groups, webhooks, checkout wallets)`,
      '',
    ].join('\n'),
  );
  const stop = async () => {
    await app.close();
    await sandbox.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

serve().catch((error: unknown) => {
  process.stderr.write(`sandbox failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
