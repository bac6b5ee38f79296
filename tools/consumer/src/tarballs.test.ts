// Each tarball is a complete product: what npm would publish, read as a user's npm reads it.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, normalize } from 'node:path';
import { afterAll, describe, expect, inject, test } from 'vitest';
import type { Manifest } from './publishable.js';

const tarballs = inject('tarballs');
const unpacked = mkdtempSync(join(tmpdir(), 'waas-unpacked-'));
afterAll(() => rmSync(unpacked, { recursive: true, force: true }));

/** A checker of the workspace's own (publint, attw), run on the tarball; its output is the failure's message. */
function check(name: string, args: string[]) {
  const result = spawnSync(join(dirname(new URL(import.meta.url).pathname), '..', 'node_modules', '.bin', name), args, {
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe.each(tarballs.map((tarball) => [tarball.name, tarball] as const))('%s', (_, tarball) => {
  const dir = join(unpacked, tarball.name.replace('/', '+'));
  mkdirSync(dir, { recursive: true });
  execFileSync('tar', ['-xzf', tarball.file, '-C', dir]);
  const root = join(dir, 'package');
  const files = new Set(
    execFileSync('tar', ['-tzf', tarball.file], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .map((line) => line.replace(/^package\//, '')),
  );
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Manifest;

  test('holds a LICENSE, a README and a CHANGELOG', () => {
    expect([...files].filter((file) => /^(LICENSE|README\.md|CHANGELOG\.md)$/.test(file)).sort()).toEqual([
      'CHANGELOG.md',
      'LICENSE',
      'README.md',
    ]);
  });

  test('has a released version, MIT, and engines that say Node 20.19', () => {
    expect(manifest.version).not.toBe('0.0.0');
    expect(manifest.license).toBe('MIT');
    expect(manifest.engines?.node).toBe('>=20.19');
  });

  test('names each package of ours by a range its packed version satisfies', () => {
    const ours = Object.entries({ ...manifest.dependencies, ...manifest.peerDependencies }).filter(([name]) =>
      name.startsWith('@waas/'),
    );
    for (const [name, range] of ours) {
      const packed = tarballs.find((candidate) => candidate.name === name);
      expect(packed, `${name} is published too`).toBeDefined();
      expect(range, name).toBe(`^${packed!.version}`);
    }
  });

  test('every source map points at files the tarball holds', () => {
    const maps = [...files].filter((file) => file.endsWith('.map'));
    const missing = maps.flatMap((map) => {
      const { sources } = JSON.parse(readFileSync(join(root, map), 'utf8')) as { sources: string[] };
      return sources.map((source) => normalize(join(dirname(map), source))).filter((source) => !files.has(source));
    });
    expect(missing).toEqual([]);
  });

  test('ships no test, fixture or test server', () => {
    expect([...files].filter((file) => /(\.test\.|\.test-d\.|(^|\/)fixtures\/|(^|\/)testing\/)/.test(file))).toEqual(
      [],
    );
  });

  test('passes publint (strict)', () => {
    const { status, output } = check('publint', ['--strict', '--pack', 'false', root]);
    expect(status, output).toBe(0);
  });

  test.skipIf(manifest.exports === undefined)('passes attw (ESM only)', () => {
    // attw judges JavaScript and JSON entry points; a YAML file is data it cannot resolve.
    const data = Object.entries(manifest.exports ?? {}).filter(
      ([, target]) => typeof target === 'string' && !/\.(js|json)$/.test(target),
    );
    const exclude = data.length ? ['--exclude-entrypoints', ...data.map(([entry]) => entry)] : [];
    const { status, output } = check('attw', [tarball.file, '--profile', 'esm-only', '--format', 'ascii', ...exclude]);
    expect(status, output).toBe(0);
  });
});
