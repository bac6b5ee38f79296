// What a page's team installs for the sandbox behind msw (`npm i -D @waas/sandbox-page msw`, as its README says), into
// an empty project with npm, beside `npm i -D @waas/msw msw` installed the same way: no server comes with it (no
// Fastify, pg or prom-client), npm warns of no engine on this Node, it adds to msw's own install only itself, and the
// whole install stays within its budget.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { userEnv, withDependencies } from './project.js';

/** The whole install, msw's included: the page package's own files are the rest of it. */
const INSTALL_BUDGET_MB = 45;

interface Install {
  dir: string;
  /** npm's output, warnings included. */
  output: string;
  /** Every package in node_modules, by name. */
  packages: Set<string>;
  megabytes: number;
}

/** `npm i -D` of our packages (their tarballs, with those of ours they need) and msw 2, in a new empty project. */
function install(name: string, ours: string): Install {
  const dir = mkdtempSync(join(tmpdir(), `${name}-`));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name, private: true, type: 'module' }, null, 2));
  const tarballs = withDependencies([ours], inject('tarballs')).map((tarball) => tarball.file);
  const npm = spawnSync('npm', ['install', '--no-audit', '--no-fund', '-D', ...tarballs, 'msw@^2.10.0'], {
    cwd: dir,
    env: userEnv(),
    encoding: 'utf8',
    timeout: 600_000,
  });
  const output = `${npm.stdout}${npm.stderr}`;
  if (npm.status !== 0) throw new Error(`npm install exited ${npm.status}:\n${output}`);
  const lock = JSON.parse(readFileSync(join(dir, 'package-lock.json'), 'utf8')) as { packages: object };
  const packages = new Set(
    Object.keys(lock.packages)
      .filter((path) => path.includes('node_modules/'))
      .map((path) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length)),
  );
  return { dir, output, packages, megabytes: megabytesOf(join(dir, 'node_modules')) };
}

const megabytesOf = (dir: string) =>
  Number(execFileSync('du', ['-sk', dir], { encoding: 'utf8' }).split('\t')[0]) / 1024;

let sandbox: Install;
let msw: Install;

beforeAll(() => {
  sandbox = install('waas-sandbox-page', '@waas/sandbox-page');
  msw = install('waas-msw-page', '@waas/msw');
});

afterAll(() => {
  for (const { dir } of [sandbox, msw].filter(Boolean)) rmSync(dir, { recursive: true, force: true });
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
