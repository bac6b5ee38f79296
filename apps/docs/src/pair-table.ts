import {
  INVALID_EXAMPLES,
  readOperations,
  operationPairs,
  type ExamplePair,
  type OpenApiDocument,
  type Scenario,
} from '@waas/spec/pairs';

import { follow } from './refs.js';

/** Which key the request of a pair carries, as `x-scenario` says. */
const KEYS: Record<Scenario | 'own', string> = {
  own: "the organization's key",
  missingApiKey: 'no `x-api-key` header',
  unknownApiKey: 'a key nobody issued',
  otherOrganization: "another organization's key",
  nonAdminKey: 'a key without admin access',
  serverFault: "the organization's key; the mock answers a fault",
};

const cell = (text: string) => text.replaceAll('|', '\\|').replace(/\s+/g, ' ');

/** The request line of a pair: method, path with its path parameters filled in, and its query. */
export function requestLine(pair: ExamplePair): string {
  const path = pair.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    name in pair.request.pathParams ? encodeURIComponent(String(pair.request.pathParams[name])) : `{${name}}`,
  );
  const query = new URLSearchParams(
    Object.entries(pair.request.query).map(([name, value]): [string, string] => [name, String(value)]),
  ).toString();
  return `${pair.method.toUpperCase()} ${path}${query === '' ? '' : `?${query}`}`;
}

/** The inputs of a pair's request: each parameter with its value, the body example, and what is wrong on purpose. */
function inputsCell(pair: ExamplePair): string {
  const values = [
    ...Object.entries(pair.request.pathParams),
    ...Object.entries(pair.request.query),
    ...Object.entries(pair.request.headers),
  ];
  const parts = values.map(([name, value]) => `\`${name}\` = \`${String(value)}\``);
  if (pair.request.body !== undefined) parts.push(`body \`${pair.name}\``);
  for (const { input, reason } of pair.request.invalidInputs)
    parts.push(`*${input} ${reason === 'leftOut' ? 'left out' : 'invalid on purpose'}*`);
  return parts.length === 0 ? 'none' : parts.join('<br>');
}

/** A Markdown table of an operation's example pairs: name, inputs, key and status, in document order. */
export function pairTable(pairs: readonly ExamplePair[]): string {
  if (pairs.length === 0) return '';
  const rows = pairs.map(
    (pair) => `| \`${pair.name}\` | ${cell(inputsCell(pair))} | ${KEYS[pair.scenario ?? 'own']} | ${pair.status} |`,
  );
  return [
    '**Example pairs.** Each response example below answers the request built from ' +
      "the inputs' examples of the same name.",
    '',
    '| Pair | Inputs | API key | Status |',
    '| --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

/**
 * A copy of the document in which each operation's description ends with the table of its example pairs, each
 * example with a summary is listed as `name: summary`, since Redoc shows the summary instead of the name, each
 * parameter lists one example per value, and the examples invalid on purpose are listed among the others.
 */
export function describePairs(document: OpenApiDocument): OpenApiDocument {
  const copy = structuredClone(document);
  for (const operation of readOperations(document)) {
    const node = copy.paths?.[operation.path]?.[operation.method] as OperationNode | undefined;
    if (!node) throw new Error(`${operation.at}: operation not found in the copy of the bundle`);
    const table = pairTable(operationPairs(document, operation));
    if (table !== '') node.description = `${(node.description ?? '').trimEnd()}\n\n${table}`;
    for (const parameter of node.parameters ?? []) {
      const resolved = follow(copy, parameter) as ParameterNode;
      listInvalidExamples(copy, resolved);
      groupParameterExamples(copy, resolved);
    }
    const bodies = [node.requestBody, ...Object.values(node.responses ?? {})].map(
      (body) => follow(copy, body) as BodyNode | undefined,
    );
    for (const media of bodies.flatMap((body) => Object.values(body?.content ?? {}))) {
      listInvalidExamples(copy, media);
      for (const [name, example] of Object.entries(media.examples ?? {})) {
        const { summary } = follow(copy, example) as { summary?: string };
        if (summary !== undefined && !summary.startsWith(`${name}: `)) {
          // A sibling of $ref overrides the shared example's summary here only (OpenAPI 3.1).
          media.examples![name] = { ...(example as object), summary: `${name}: ${summary}` };
        }
      }
    }
  }
  return copy;
}

/**
 * The bundle keeps examples invalid on purpose under `x-invalid-examples`, where linters and generators do not take
 * them for examples of the schema; the page lists them with the others, so each pair's request is in view, and says
 * in the summary that they are invalid on purpose.
 */
function listInvalidExamples(document: OpenApiDocument, holder: ExamplesHolder): void {
  const invalid = holder[INVALID_EXAMPLES];
  if (!invalid) return;
  for (const [name, example] of Object.entries(invalid)) {
    const { summary } = follow(document, example) as { summary?: string };
    const marked = summary === undefined ? 'invalid on purpose' : `invalid on purpose; ${summary}`;
    holder.examples = { ...holder.examples, [name]: { ...(example as object), summary: marked } };
  }
  delete holder[INVALID_EXAMPLES];
}

/**
 * Redoc lists a parameter's examples by value, so the pairs that share a value would repeat it; this keeps one
 * example per value, its summary naming every pair that sends it.
 */
function groupParameterExamples(document: OpenApiDocument, parameter: ParameterNode): void {
  if (!parameter.examples || parameter['x-examples-grouped']) return;
  const byValue = new Map<string, { names: string[]; value: unknown; summary?: string }>();
  for (const [name, node] of Object.entries(parameter.examples)) {
    const { value, summary } = follow(document, node) as { value?: unknown; summary?: string };
    const key = JSON.stringify(value);
    const group = byValue.get(key) ?? { names: [], value, ...(summary === undefined ? {} : { summary }) };
    group.names.push(name);
    byValue.set(key, group);
  }
  parameter.examples = Object.fromEntries(
    [...byValue.values()].map(({ names, value, summary }) => [
      names[0]!,
      { value, summary: `${names.join(', ')}${summary === undefined ? '' : `: ${summary}`}` },
    ]),
  );
  parameter['x-examples-grouped'] = true;
}

interface ExamplesHolder {
  examples?: Record<string, unknown>;
  [INVALID_EXAMPLES]?: Record<string, unknown>;
}
interface ParameterNode extends ExamplesHolder {
  'x-examples-grouped'?: boolean;
}
interface BodyNode {
  content?: Record<string, ExamplesHolder>;
}
interface OperationNode {
  description?: string;
  parameters?: unknown[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
}
