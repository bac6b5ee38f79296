import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import type { OpenApiDocument } from '../bundle.js';
import type { ListedChange } from './change.js';
import { diffDocuments } from './document-diff.js';

interface PatchStep {
  op: 'add' | 'remove' | 'replace' | 'test';
  path: string;
  value?: unknown;
}

interface EditCase {
  name: string;
  base?: PatchStep[];
  edit: PatchStep[];
  want: Partial<ListedChange>[];
}

// Removals are judged against sunset dates on a day; a fixed one keeps the cases from changing with the calendar.
const TODAY = '2025-06-01';
const fixture = (file: string) => readFileSync(new URL(`fixtures/${file}`, import.meta.url), 'utf8');
const cases = parse(fixture('edits.yaml')) as EditCase[];

describe('diff of a document against an edited copy', () => {
  test.each(cases.map((c) => [c.name, c] as const))('%s', (_, { base, edit, want }) => {
    const before = patched(base ?? []);
    const after = patched(edit);
    const changes = diffDocuments(before, after, TODAY);
    expect(changes).toMatchObject(want);
  });
});

/** A fresh copy of the fixture document with `steps` applied. */
function patched(steps: PatchStep[]): OpenApiDocument {
  const document = parse(fixture('base.yaml')) as OpenApiDocument;
  for (const step of steps) applyStep(document, step);
  return document;
}

/** One JSON Patch step (RFC 6902, the four operations the fixtures use); a path that names nothing fails the case. */
function applyStep(document: unknown, { op, path, value }: PatchStep): void {
  const keys = path
    .split('/')
    .slice(1)
    .map((k) => k.replaceAll('~1', '/').replaceAll('~0', '~'));
  const last = keys.pop()!;
  const parent = keys.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document) as
    | Record<string, unknown>
    | unknown[]
    | undefined;
  if (parent === undefined || (op !== 'add' && !(last in parent))) throw new Error(`${op} ${path}: nothing there`);
  if (op === 'test') return expect((parent as Record<string, unknown>)[last], `test ${path}`).toEqual(value);
  if (Array.isArray(parent)) {
    const index = last === '-' ? parent.length : Number(last);
    if (op === 'remove') parent.splice(index, 1);
    else parent.splice(index, op === 'replace' ? 1 : 0, value);
  } else if (op === 'remove') delete parent[last];
  else parent[last] = value;
}
