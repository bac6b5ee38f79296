import { HTTP_METHODS, type OpenApiDocument } from '@waas/spec/pairs';

import { follow } from './refs.js';

/** One `x-provisional` that applies to an operation, with a label a reader can find on the page. */
export interface AppliedChoice {
  where: string;
  text: string;
}

type Node = Record<string, unknown>;

const isObject = (value: unknown): value is Node =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const oneLine = (value: unknown) =>
  (typeof value === 'string' ? value : JSON.stringify(value)).replace(/\s+/g, ' ').trim();
/** Text safe to place in Markdown: `<unix seconds>` stays text instead of becoming an HTML tag. */
const markdownText = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
const SCHEMA_REF = '#/components/schemas/';

export const PROVISIONAL_BADGE = { name: 'Provisional', color: '#b35c00' } as const;

/** The callout appended to the description of a node that carries `x-provisional`. */
export const callout = (text: string) => `> **Provisional.** ${markdownText(text)}`;

const appendTo = (description: unknown, text: string) =>
  typeof description === 'string' && description.trim() !== '' ? `${description.trimEnd()}\n\n${text}` : text;

/**
 * Every `x-provisional` reached from an operation, following `$ref`s into shared parameters, responses, examples and
 * schemas, each once. Labels name the part of the operation, or the schema (`schema Amount`) since a schema's choice
 * is the same wherever it is used.
 */
export function choicesOf(document: OpenApiDocument, operation: Node): AppliedChoice[] {
  const choices = new Map<string, AppliedChoice>();
  const schemas = new Set<string>();
  const add = (labels: readonly string[], text: unknown) => {
    const choice = { where: labels.join(', ') || 'operation', text: oneLine(text) };
    choices.set(`${choice.where}\n${choice.text}`, choice);
  };
  const visit = (raw: unknown, labels: readonly string[]) => {
    // A choice beside a `$ref` (OpenAPI 3.1 allows siblings) is the referring property's own, not its schema's.
    if (isObject(raw) && typeof raw.$ref === 'string' && 'x-provisional' in raw) add(labels, raw['x-provisional']);
    if (isObject(raw) && typeof raw.$ref === 'string' && raw.$ref.startsWith(SCHEMA_REF)) {
      const name = raw.$ref.slice(SCHEMA_REF.length);
      if (schemas.has(name)) return;
      schemas.add(name);
      labels = [`schema ${name}`];
    }
    const node = follow(document, raw);
    if (Array.isArray(node)) return node.forEach((member) => visit(member, labels));
    if (!isObject(node)) return;
    if ('x-provisional' in node) add(labels, node['x-provisional']);
    for (const [key, child] of Object.entries(node)) {
      // Example values are payloads, not parts of the document.
      if (key === 'x-provisional' || key === 'value') continue;
      const members = MEMBERS[key];
      if (!members || !(Array.isArray(child) || isObject(child))) {
        visit(child, key === 'requestBody' ? [...labels, 'request body'] : labels);
        continue;
      }
      const entries = Array.isArray(child)
        ? child.map((member) => [undefined, member] as const)
        : Object.entries(child);
      for (const [name, member] of entries) visit(member, [...labels, members(name, follow(document, member) as Node)]);
    }
  };
  visit(operation, []);
  // The operation's own choices first, then those of the schemas it uses; each group in document order.
  const isSchema = ({ where }: AppliedChoice) => Number(where.startsWith('schema '));
  return [...choices.values()].sort((a, b) => isSchema(a) - isSchema(b));
}

/** How the members of a container are named on the page: `parameter status (query)`, `response 400`, … */
const MEMBERS: Record<string, (name: string | undefined, member: Node) => string> = {
  examples: (name) => `example ${name}`,
  properties: (name) => `property ${name}`,
  parameters: (_, member) => `parameter ${String(member.name)} (${String(member.in)})`,
  responses: (name) => `response ${name}`,
  servers: (_, member) => `server ${String(member['x-environment'] ?? member.url)}`,
};

/**
 * A copy of the bundle in which every node carrying `x-provisional` says so in its description, and every operation
 * or webhook that a provisional choice applies to carries a Provisional badge and a callout listing those choices.
 * The bundle itself is not changed.
 */
export function markProvisional(bundle: OpenApiDocument): OpenApiDocument {
  const document = structuredClone(bundle);
  const operations = new Map<Node, AppliedChoice[]>();
  for (const items of [document.paths ?? {}, document.webhooks ?? {}]) {
    for (const item of Object.values(items) as Node[]) {
      for (const method of HTTP_METHODS) {
        const operation = item[method];
        if (!isObject(operation)) continue;
        const choices = choicesOf(document, operation);
        if (choices.length > 0) operations.set(operation, choices);
      }
    }
  }
  const visit = (node: unknown, path: string[]) => {
    if (Array.isArray(node)) return node.forEach((child, index) => visit(child, [...path, String(index)]));
    if (!isObject(node)) return;
    if ('x-provisional' in node && !operations.has(node)) {
      const text = oneLine(node['x-provisional']);
      // Server descriptions are shown as plain text in the server list, so no Markdown there.
      node.description =
        path.at(-2) === 'servers'
          ? `${String(node.description ?? '')} Provisional: ${text}`.trim()
          : appendTo(node.description, callout(text));
    }
    for (const [key, child] of Object.entries(node)) visit(child, [...path, key]);
  };
  visit(document, []);
  for (const [operation, choices] of operations) {
    operation['x-badges'] = [...((operation['x-badges'] as unknown[] | undefined) ?? []), { ...PROVISIONAL_BADGE }];
    const list = choices.map(({ where, text }) => `> - *${where}*: ${markdownText(text)}`).join('\n');
    const summary = [
      '> **Provisional.** Where the interface document is silent, this operation makes these choices; ' +
        'a conformance run',
      '> against staging confirms or refutes each one.',
      '>',
      list,
    ].join('\n');
    operation.description = appendTo(summary, String(operation.description ?? ''));
  }
  return document;
}
