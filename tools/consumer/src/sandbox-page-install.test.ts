// What a page's team installs for the sandbox behind msw (the README's `npm i -D @waas/sandbox-page msw`), into an
// empty project with npm, beside the README's `npm i -D @waas/msw msw` installed the same way: no server comes with it
// (no Fastify, pg or prom-client), npm warns of no engine on this Node, it adds to msw's own install only itself, and
// the whole install stays within its budget.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, expect, inject, test } from 'vitest';
import { type Install, install, oursIn } from './installs.js';
import { readmeForUsers } from './readme.js';

/** The whole install, msw's included: the page package's own files are the rest of it. */
const INSTALL_BUDGET_MB = 45;

interface Weighed extends Install {
  /** Every package in node_modules, by name. */
  packages: Set<string>;
  megabytes: number;
}

/** The README's install command, in a new empty project (shared with the README's test), weighed. */
function weigh(command: string): Weighed {
  const done = install(command, inject('tarballs'), inject('installs'));
  const lock = JSON.parse(readFileSync(join(done.dir, 'package-lock.json'), 'utf8')) as { packages: object };
  const packages = new Set(
    Object.keys(lock.packages)
      .filter((path) => path.includes('node_modules/'))
      .map((path) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length)),
  );
  return { ...done, packages, megabytes: megabytesOf(join(done.dir, 'node_modules')) };
}

const megabytesOf = (dir: string) =>
  Number(execFileSync('du', ['-sk', dir], { encoding: 'utf8' }).split('\t')[0]) / 1024;

let sandbox: Weighed;
let msw: Weighed;

/** The README's command that installs `name`, as a reader copies it: a changed command is weighed as it now reads. */
function readmeCommand(name: string): string {
  const command = readmeForUsers().commands.find((line) => oursIn(line).includes(name));
  if (command === undefined) throw new Error(`README.md shows no command that installs ${name}`);
  return command;
}

beforeAll(() => {
  sandbox = weigh(readmeCommand('@waas/sandbox-page'));
  msw = weigh(readmeCommand('@waas/msw'));
});

test('installs no server: no Fastify, pg or prom-client', () => {
  const servers = ['fastify', '@fastify/cors', 'pg', 'pg-pool', 'prom-client'];
  expect(servers.filter((name) => existsSync(join(sandbox.dir, 'node_modules', name)))).toEqual([]);
});

test('npm warns of no engine on this Node', () => {
  expect(sandbox.output).not.toMatch(/EBADENGINE/);
});

test('adds to msw’s install only the page package, within the budget', ({ annotate }) => {
  const added = [...sandbox.packages].filter((name) => !msw.packages.has(name)).sort();
  expect(added).toEqual(['@waas/sandbox-page']);
  const own = megabytesOf(join(sandbox.dir, 'node_modules/@waas/sandbox-page'));
  const line =
    `npm i -D @waas/sandbox-page msw: ${sandbox.megabytes.toFixed(1)} MB (@waas/sandbox-page ${own.toFixed(1)} MB); ` +
    `npm i -D @waas/msw msw: ${msw.megabytes.toFixed(1)} MB`;
  annotate(line);
  process.stdout.write(`${line}\n`);
  expect(sandbox.megabytes).toBeLessThanOrEqual(INSTALL_BUDGET_MB);
});
