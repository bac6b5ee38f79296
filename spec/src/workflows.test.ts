// The Arazzo workflows: linted by Redocly (and the gate catches a broken one), every step an operation of the spec,
// and no value taken from the spec's examples: a workflow reads what it needs from the target.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { parse } from 'yaml';
import { nodeAt } from './document.js';
import { loadBundle } from './load-bundle.js';
import { readOperations, readPairs } from './pairs.js';
import { loadWorkflows, textHash } from './workflows.js';

const root = new URL('..', import.meta.url).pathname;
const redocly = new URL('../node_modules/.bin/redocly', import.meta.url).pathname;
const files = readdirSync(new URL('../workflows/', import.meta.url)).filter((f) => f.endsWith('.arazzo.yaml'));
const document = loadBundle();

const lint = (file: string) => {
  const run = spawnSync(redocly, ['lint', file, '--config', 'redocly.yaml', '--format', 'json'], {
    cwd: root,
    encoding: 'utf8',
  });
  return JSON.parse(run.stdout) as { totals: { errors: number; warnings: number } };
};

interface Workflow {
  workflowId: string;
  steps: {
    stepId: string;
    operationId: string;
    'x-rests-on'?: { parameters?: string[]; responses?: string[]; requestBody?: boolean };
  }[];
}

test('there are workflows, and the reader finds each', () => {
  expect(files.length).toBeGreaterThan(0);
  expect(loadWorkflows().map((w) => w.file)).toEqual([...files].sort());
});

const textOf = (file: string) => readFileSync(new URL(`../workflows/${file}`, import.meta.url), 'utf8');

test('the reader gives each file as its YAML parses', () =>
  expect(loadWorkflows()).toEqual([...files].sort().map((file) => ({ file, document: parse(textOf(file)) }))));

test('the bundle holds each file parsed, under the hash of its text: a run parses no YAML', () => {
  const built = JSON.parse(readFileSync(new URL('../dist/workflows.json', import.meta.url), 'utf8')) as unknown;
  expect(built).toEqual(
    Object.fromEntries(files.map((file) => [file, { hash: textHash(textOf(file)), document: parse(textOf(file)) }])),
  );
});

test.each(files)('%s lints clean', (file) =>
  expect(lint(`workflows/${file}`).totals).toMatchObject({ errors: 0, warnings: 0 }),
);

test('the lint gate catches a misspelled field', () =>
  expect(lint('src/fixtures/broken.arazzo.yaml').totals.errors).toBeGreaterThan(0));

test.each(files)('%s: every step is an operation of the spec', (file) => {
  const operations = new Set(readOperations(document).map((o) => o.operationId));
  const workflows = (
    parse(readFileSync(new URL(`../workflows/${file}`, import.meta.url), 'utf8')) as { workflows: Workflow[] }
  ).workflows;
  for (const step of workflows.flatMap((w) => w.steps)) expect(operations, step.stepId).toContain(step.operationId);
});

test.each(files)('%s: no value comes from the examples', (file) => {
  const text = readFileSync(new URL(`../workflows/${file}`, import.meta.url), 'utf8');
  const sent = readPairs(document).flatMap((p) => [
    ...Object.values(p.request.pathParams),
    ...Object.values(p.request.query),
    ...Object.values((p.request.body ?? {}) as object),
  ]);
  const identifiers = [
    ...new Set(
      sent.filter(
        (v): v is string => typeof v === 'string' && /^(?:[0-9a-f-]{36}|\d{3,}|[A-Z0-9]+-\d{8}-\d+)$/i.test(v),
      ),
    ),
  ];
  expect(identifiers.length).toBeGreaterThan(5);
  expect(identifiers.filter((id) => text.includes(id))).toEqual([]);
});

test.each(files)(
  '%s: every choice a step rests on is a provisional parameter, response or request body of its operation',
  (file) => {
    const operations = readOperations(document);
    const workflows = (
      parse(readFileSync(new URL(`../workflows/${file}`, import.meta.url), 'utf8')) as { workflows: Workflow[] }
    ).workflows;
    for (const step of workflows.flatMap((w) => w.steps)) {
      const operation = operations.find((o) => o.operationId === step.operationId)!;
      for (const name of step['x-rests-on']?.parameters ?? []) {
        expect(
          operation.parameters.find((p) => p.name === name),
          `${step.stepId}: ${name}`,
        ).toHaveProperty('x-provisional');
      }
      for (const status of step['x-rests-on']?.responses ?? [])
        expect(operation.responses[status], `${step.stepId}: ${status}`).toHaveProperty('x-provisional');
      if (step['x-rests-on']?.requestBody)
        expect(nodeAt(document, `${operation.at}/requestBody`), `${step.stepId}: requestBody`).toHaveProperty(
          'x-provisional',
        );
    }
  },
);
