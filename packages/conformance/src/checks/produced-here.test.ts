// Every check name is produced in checks/: a case family sends requests and reads answers, the checks judge them. The
// names come from the report schema, so a new check is covered as soon as the report knows it.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const SRC = fileURLToPath(new URL('../', import.meta.url));
const schema = JSON.parse(readFileSync(new URL('../../schema/report.schema.json', import.meta.url), 'utf8')) as {
  $defs: { CheckName: { enum: string[] } };
};
const NAMES = schema.$defs.CheckName.enum;

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sources(path);
    return /\.ts$/.test(entry.name) && !/\.test(-d)?\.ts$|\.gen\.ts$/.test(entry.name) ? [path] : [];
  });

/** A check result built in place: `name: 'balance'` (the form every check takes in this code). */
const producedIn = (text: string) => NAMES.filter((name) => new RegExp(`\\bname:\\s*['"]${name}['"]`).test(text));

test.each([
  ['a family building a check itself', "return [{ name: 'balance', outcome: 'passed' }];", ['balance']],
  ['a family calling a check', "return [balanceMoved('a credit', before, after, want)];", []],
  ['a field of another name', "const step = { name: 'x-api-key', in: 'header' };", []],
])('the scan finds %s', (_, given, want) => expect(producedIn(given)).toEqual(want));

test('no check is built outside checks/', () => {
  const outside = sources(SRC)
    .filter((file) => !relative(SRC, file).startsWith('checks/'))
    .flatMap((file) => producedIn(readFileSync(file, 'utf8')).map((name) => `${relative(SRC, file)}: ${name}`));
  expect(outside).toEqual([]);
});

test('every check name is produced in checks/', () => {
  const inside = new Set(sources(join(SRC, 'checks')).flatMap((file) => producedIn(readFileSync(file, 'utf8'))));
  expect(NAMES.filter((name) => !inside.has(name))).toEqual([]);
});
