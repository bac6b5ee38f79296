// What `--spec <file> --watch` says when a new document moves away from what the sandbox holds or writes: the seed's
// examples changed (the data made from them is the old one until a reset), and fields a read's answer gained in the
// spec that the sandbox's handler does not write. Said once each, in the watch's own lines (follow-spec.ts).
import type { FastifyInstance } from 'fastify';
import { resolve } from '@waas/spec/document';
import { pairUrl, readOperations, readPairs, type OpenApiDocument, type OperationEntry } from '@waas/spec/pairs';
import { seedExamples, type SeedExamples } from './seed/examples.js';

/** The seed's examples that differ between two documents, by the names the seed gives them (wallet, product, …). */
export function seedDrift(before: OpenApiDocument, after: OpenApiDocument): string[] {
  let was: SeedExamples;
  let now: SeedExamples;
  try {
    [was, now] = [seedExamples(before), seedExamples(after)];
  } catch {
    return []; // A document without the seed's examples cannot seed at all: the reset says so itself.
  }
  return (Object.keys(now) as (keyof SeedExamples)[]).filter(
    (name) => JSON.stringify(was[name]) !== JSON.stringify(now[name]),
  );
}

type Schema = { properties?: Record<string, unknown>; allOf?: unknown[]; items?: unknown; type?: unknown };

/** The fields a schema declares, through $refs and allOf; an array's are its items'. */
function fieldsOf(document: OpenApiDocument, node: unknown): Map<string, unknown> {
  const schema = resolve<Schema>(document, node);
  if (schema.items !== undefined) return fieldsOf(document, schema.items);
  const fields = new Map(Object.entries(schema.properties ?? {}));
  for (const part of schema.allOf ?? []) for (const [name, value] of fieldsOf(document, part)) fields.set(name, value);
  return fields;
}

/** The fields of the `data` of an operation's first documented success, in a document. */
function dataFields(document: OpenApiDocument, operation: OperationEntry | undefined): Set<string> {
  const success = Object.entries(operation?.responses ?? {}).find(([status]) => status.startsWith('2'))?.[1] as
    | { content?: Record<string, { schema?: unknown }> }
    | undefined;
  const schema = success?.content?.['application/json']?.schema;
  if (schema === undefined) return new Set();
  const data = fieldsOf(document, schema).get('data');
  return new Set(data === undefined ? [] : fieldsOf(document, data).keys());
}

/** `getWalletById` → `get-wallet-by-id`, as the handlers' files are named. */
const fileOf = (operationId: string) =>
  `src/http/operations/${operationId.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.ts`;

/**
 * For each read the app answers with a handler, the fields its answer's `data` gained in `after` that the answer to
 * its first success example lacks. Reads only: asking changes nothing.
 */
export async function answerDrift(
  app: FastifyInstance,
  before: OpenApiDocument,
  after: OpenApiDocument,
  apiKey: string,
): Promise<string[]> {
  const lines: string[] = [];
  const pairs = readPairs(after);
  const was = new Map(readOperations(before).map((entry) => [entry.operationId, entry]));
  for (const operation of readOperations(after)) {
    if (operation.method !== 'get' || app.answeredFromExamples.includes(operation.operationId)) continue;
    const declared = dataFields(before, was.get(operation.operationId));
    const gained = [...dataFields(after, operation)].filter((field) => !declared.has(field));
    const pair = pairs.find((p) => p.operationId === operation.operationId && p.status < 300);
    if (gained.length === 0 || pair === undefined) continue;
    const url = pairUrl(pair, 'http://sandbox');
    const answer = await app.inject({
      method: 'GET',
      url: url.pathname + url.search,
      headers: { 'x-api-key': apiKey },
    });
    if (answer.statusCode >= 300) continue;
    const data = (answer.json() as { data?: unknown }).data;
    const first = (Array.isArray(data) ? data[0] : data) as Record<string, unknown> | undefined;
    if (first === undefined || first === null || typeof first !== 'object') continue;
    for (const field of gained.filter((name) => !(name in first)))
      lines.push(
        `${operation.operationId}: the spec's answer gained data.${field}, which the sandbox does not write ` +
          `(${fileOf(operation.operationId)})`,
      );
  }
  return lines;
}
