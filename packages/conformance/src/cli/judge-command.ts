import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadBundle, readOperations } from '@waas/spec/pairs';
import { ConfigError, resolveProfile } from '../profile/load.js';
import { busiestOrigin } from '../traffic/busiest-origin.js';
import { readHar } from '../traffic/har.js';
import { Traffic } from '../traffic/traffic.js';
import { profileFileOf, type Io, type Output } from './io.js';
import { reportTraffic } from './judged-traffic.js';
import { trafficLine } from './traffic-line.js';
import type { Values } from './values.js';

/** `waas-conformance judge --har <file>`: the exchanges of a recording, judged as the proxy judges them. */
export async function judgeCommand(values: Values, outputs: Output[], io: Io): Promise<number> {
  if (!values.har)
    throw new ConfigError('judge needs --har <file>: a HAR 1.2 file, as DevTools, Playwright or Firefox save one');
  const path = resolve(io.cwd, values.har);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new ConfigError(
      `cannot read the HAR file ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
    );
  }
  const { exchanges, noAnswer } = readHar(text);
  const document = loadBundle();
  const file = profileFileOf(values.profile, io);
  let target = values.target;
  if (target === undefined && file.target === undefined && file.baseUrls === undefined) {
    const busiest = busiestOrigin(exchanges, readOperations(document));
    if (!busiest)
      throw new ConfigError(
        `none of the ${exchanges.length} exchanges of ${values.har} is of a documented operation at its origin; ` +
          "pass --target <url> (the API's base URL)",
      );
    target = busiest.origin;
    io.stderr.write(
      `waas-conformance: judging the exchanges with ${target}, ` +
        `the origin of ${busiest.exchanges} exchanges of documented operations (--target sets another)\n`,
    );
  }
  const traffic = new Traffic(resolveProfile(file, target === undefined ? {} : { target }), document);
  traffic.leftOut.noAnswer += noAnswer;
  for (const exchange of exchanges) traffic.observe(exchange);
  io.stderr.write(`waas-conformance: ${trafficLine(traffic)}\n`);
  return reportTraffic(traffic, outputs, io);
}
