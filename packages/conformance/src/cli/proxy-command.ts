import { ConfigError, resolveProfile } from '../profile/load.js';
import { startProxy } from '../traffic/proxy.js';
import { Traffic } from '../traffic/traffic.js';
import { profileFileOf, wholeNumber, type Io, type Output } from './io.js';
import { reportTraffic } from './judged-traffic.js';
import { trafficLine } from './traffic-line.js';
import type { Values } from './values.js';

/** How often a proxy started as a process looks whether the process that started it is still there. */
const PARENT_CHECK_MS = 250;

/**
 * Until Ctrl-C, SIGTERM, SIGHUP, the io's signal, `--duration`, or the end of the process that started it: whichever
 * comes first. npx does not always pass a signal on to the command it runs; a proxy left behind would keep its port
 * and never write its reports, so one whose parent is gone stops as if it had been told to.
 */
function stopped(io: Io, seconds: number | undefined): Promise<string> {
  return new Promise((resolve) => {
    const timer = seconds === undefined ? undefined : setTimeout(() => done(`after ${seconds} s`), seconds * 1000);
    const onSignal = (signal: NodeJS.Signals) => done(`on ${signal}`);
    const parent = process.ppid;
    const watch = io.signal
      ? undefined
      : setInterval(() => process.ppid !== parent && done('as the process that started it ended'), PARENT_CHECK_MS);
    const done = (why: string) => {
      clearTimeout(timer);
      clearInterval(watch);
      process.off('SIGINT', onSignal).off('SIGTERM', onSignal).off('SIGHUP', onSignal);
      resolve(why);
    };
    if (io.signal) io.signal.addEventListener('abort', () => done('on request'), { once: true });
    else process.once('SIGINT', onSignal).once('SIGTERM', onSignal).once('SIGHUP', onSignal);
  });
}

/**
 * `waas-conformance proxy`: forwards to the upstream and judges what passes; new findings as lines on stderr (and a
 * live tally on a terminal); the reports when it stops.
 */
export async function proxyCommand(values: Values, outputs: Output[], io: Io): Promise<number> {
  const file = profileFileOf(values.profile, io);
  if (values.upstream === undefined && file.target === undefined && file.baseUrls === undefined) {
    throw new ConfigError('proxy needs --upstream <url> (or target or baseUrls in the profile): where to forward');
  }
  const profile = resolveProfile(file, values.upstream === undefined ? {} : { target: values.upstream });
  const duration = values.duration === undefined ? undefined : wholeNumber('duration', values.duration, 1);
  const traffic = new Traffic(profile);
  const live = (io.stderr as { isTTY?: boolean }).isTTY === true;
  const announced = new Set<string>();
  const tally = () => live && io.stderr.write(`\r\x1b[2K  ${trafficLine(traffic)}`);
  let proxy;
  try {
    proxy = await startProxy({
      traffic,
      host: values.host,
      port: wholeNumber('port', values.port, 0),
      annotate: values.annotate,
      onExchange: (exchange, checks) => {
        for (const check of checks.filter((c) => c.outcome === 'failed')) {
          // The first of each kind of finding is a line; the rest are counted in the report.
          const key = `${exchange.request.method} ${exchange.response.status} ${check.name} ${check.at?.[0] ?? ''}`;
          if (announced.has(key) || announced.size > 500) continue;
          announced.add(key);
          const path = new URL(exchange.request.url).pathname;
          io.stderr.write(
            `${live ? '\r\x1b[2K' : ''}✗ ${exchange.request.method} ${path} → ${exchange.response.status}: ` +
              `${check.name}: ${check.message ?? 'failed'}\n`,
          );
        }
      },
      onJudgeError: (error) =>
        io.stderr.write(
          `waas-conformance: an exchange could not be judged (forwarded all the same): ${(error as Error).message}\n`,
        ),
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new ConfigError(
      `the proxy cannot listen on ${values.host}:${values.port}: ${code ?? (error as Error).message}`,
    );
  }
  const upstreams = [...new Set(Object.values(profile.baseUrls))].join(', ');
  io.stderr.write(
    `waas-conformance proxy listening on ${proxy.url}, forwarding to ${upstreams}; ` +
      'Ctrl-C stops it and writes the reports\n',
  );
  const timer = live ? setInterval(tally, 500) : undefined;
  const why = await stopped(io, duration);
  clearInterval(timer);
  await proxy.close();
  io.stderr.write(`${live ? '\r\x1b[2K' : ''}waas-conformance: ${trafficLine(traffic)} (stopped ${why})\n`);
  return reportTraffic(traffic, outputs, io);
}
