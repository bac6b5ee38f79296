import type { AddressInfo } from 'node:net';
import { loadBundle } from '@waas/spec/pairs';
import { UsageError } from '@waas/command-line';
import type { ServeSettings } from './cli/command.js';
import { engineName } from './cli/engine-name.js';
import { controlTokenFrom, openControlRefusal } from './control/control-access.js';
import { listeningLine } from './cli/listening-line.js';
import { documentFrom } from './cli/spec-file.js';
import { dispatcherOptionsFrom } from './domain/webhooks/environment.js';
import { logLevelFrom } from './http/log-level.js';
import { Sandbox } from './sandbox.js';
import { demoKeysFrom } from './seed/keys.js';
import { OTHER_ORGANIZATION } from './seed/seed.js';

/** The rest of the settings, from the environment (cli/options.ts, ENVIRONMENT): a value refused is bad usage. */
function fromEnvironment(env: NodeJS.ProcessEnv) {
  try {
    return {
      keys: demoKeysFrom(env),
      webhooks: dispatcherOptionsFrom(env),
      logLevel: logLevelFrom(env),
      controlToken: controlTokenFrom(env),
    };
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/** How long requests in flight may take to finish once a stop signal came (cli/stop-signals.ts). */
const SHUTDOWN_GRACE_MS = 10_000;

const urlHost = (host: string) => (host.includes(':') ? `[${host}]` : host);

/**
 * `waas-sandbox` (main.ts) once its command line is read: the sandbox seeded from the spec's examples, listening only
 * once it can answer. Rejects with UsageError for a bad variable, with the reason it could not start otherwise.
 */
export async function serve(
  settings: ServeSettings,
  stopping: AbortSignal,
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  const { keys, webhooks, logLevel, controlToken } = fromEnvironment(env);
  const open = openControlRefusal(settings.host, controlToken);
  if (open) throw new UsageError(open);
  const startedAt = performance.now();
  const engine = engineName(settings);
  const document = settings.spec === undefined ? loadBundle() : documentFrom(settings.spec);
  const opening = Sandbox.open({
    databaseUrl: settings.databaseUrl,
    dataDir: settings.dataDir,
    keys,
    document,
    webhooks,
    baseline: settings.start,
  }).catch((error: unknown) => {
    throw new Error(`could not open ${engine}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  });
  // Imported only now, once PGlite's thread is opening: the server's modules load and its routes are built while
  // PostgreSQL starts there, and a cold start costs the longer of the two rather than their sum (app.ts, Served).
  const appOptions = { logger: { level: logLevel }, controlToken };
  const building = (async () => {
    const [{ buildApp }, { corsOriginsFrom }] = await Promise.all([import('./app.js'), import('./http/cors.js')]);
    const app = await buildApp({ document, sandbox: opening }, { ...appOptions, corsOrigins: corsOriginsFrom(env) });
    // Made ready here, not by listen: its routes are finished while PGlite still starts, then it waits for the sandbox.
    await app.ready();
    return app;
  })();
  let following: { close(): void } | undefined;
  // A signal while it starts stops it too: what is open by then is closed.
  const stop = async () => {
    following?.close();
    const [sandbox, app] = await Promise.all([opening.catch(() => undefined), building.catch(() => undefined)]);
    // No new request is taken (Fastify answers 503 on a kept-alive connection while it closes); those in flight get
    // SHUTDOWN_GRACE_MS to finish, then their connections are cut, so a stuck caller cannot hold the stop forever.
    const cut = setTimeout(() => app?.server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    await app?.close();
    clearTimeout(cut);
    await sandbox?.close();
  };
  const stopped = () =>
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`waas-sandbox: stopping: ${error instanceof Error ? error.message : String(error)}\n`);
        process.exit(1);
      },
    );
  if (stopping.aborted) void stopped();
  else stopping.addEventListener('abort', () => void stopped(), { once: true });
  const [sandbox, app] = await Promise.all([opening, building]);
  // A stop that came while it started is closing both: nothing is to listen or be printed.
  if (stopping.aborted) return;
  // Fastify says "Server listening at" at level info, and the first line on stdout must be ours: scripts read the
  // port there. Set back before any request can come (a continuation of listen runs before the socket's callbacks).
  const level = app.log.level;
  if (['info', 'debug', 'trace'].includes(level)) app.log.level = 'warn';
  try {
    await app.listen({ port: settings.port, host: settings.host });
  } catch (error) {
    // A data directory is closed as on a stop, not left to the exit.
    await app.close();
    await sandbox.close();
    throw error;
  } finally {
    app.log.level = level;
  }
  // --port 0 asks for a free port: print the one bound.
  const bound = (app.server.address() as AddressInfo).port;
  const url = `http://${urlHost(settings.host)}:${bound}`;
  // The demo keys are printed on purpose: they are fixed, documented sandbox keys, not secrets.
  process.stdout.write(
    [
      listeningLine({
        url,
        engine,
        start: sandbox.start,
        readyMs: performance.now() - startedAt,
        fromExamples: app.answeredFromExamples,
      }),
      ...(settings.start === 'seed'
        ? [
            `  x-api-key ${keys.admin}  examples' organization, admin`,
            `  x-api-key ${keys.nonAdmin}  examples' organization, no admin access`,
            `  x-api-key ${keys.other}  ${OTHER_ORGANIZATION.name} (${OTHER_ORGANIZATION.id}), admin`,
          ]
        : sandbox.start === 'existing'
          ? [
              '  --start empty: this database already holds organizations, kept as they are; ' +
                'POST /sandbox/reset empties it',
            ]
          : [
              '  --start empty: no organization, key or wallet; make them through the control API ' +
                '(POST /sandbox/organizations first)',
            ]),
      `  control API: ${url}/sandbox ` +
        '(reset, clock, organizations, keys, wallets, products, groups, webhooks, checkout wallets)' +
        (controlToken ? ', with the control token or an admin key of the organization' : ''),
      ...(settings.watch ? [`  --watch: ${settings.spec} is served again each time it is written`] : []),
      '',
    ].join('\n'),
  );
  if (settings.watch && settings.spec !== undefined) {
    const [{ buildApp }, { corsOriginsFrom }, { followSpecFile }] = await Promise.all([
      import('./app.js'),
      import('./http/cors.js'),
      import('./follow-spec.js'),
    ]);
    following = followSpecFile({
      file: settings.spec,
      server: app.server,
      sandbox,
      build: (next, serverFactory) =>
        buildApp({ document: next, sandbox }, { ...appOptions, corsOrigins: corsOriginsFrom(env), serverFactory }),
      log: { info: (line) => process.stdout.write(`${line}\n`), error: (line) => process.stderr.write(`${line}\n`) },
      reseed: settings.reseed,
    });
  }
}
