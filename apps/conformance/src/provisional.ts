import { nodeAt, type OpenApiDocument, type ProvisionalChoice } from '@waas/spec/document';

export type { ProvisionalChoice };

/** What a case reads of the spec: its operation node alone, and whole subtrees (with what they reach by $ref). */
export interface Reading {
  node: string;
  subtrees: string[];
}

/**
 * A case reads its operation's node (e.g. a provisional method and path), its parameters, its request body and the
 * response of its status, with every component those reach through $refs; not the operation's other responses.
 */
export function readingOf(document: OpenApiDocument, at: string, status: number | undefined): Reading {
  const roots = status === undefined ? [at] : [`${at}/parameters`, `${at}/requestBody`, `${at}/responses/${status}`];
  const seen = new Set<string>(roots);
  const queue = [...roots];
  while (queue.length > 0) {
    const collect = (node: unknown) => {
      if (node === null || typeof node !== 'object') return;
      const ref = (node as { $ref?: unknown }).$ref;
      if (typeof ref === 'string' && ref.startsWith('#/') && !seen.has(ref)) {
        seen.add(ref);
        queue.push(ref);
      }
      for (const child of Object.values(node)) collect(child);
    };
    collect(nodeAt(document, queue.shift()!));
  }
  return { node: at, subtrees: [...seen] };
}

export function reads(reading: Reading, at: string): boolean {
  return at === reading.node || reading.subtrees.some((p) => at === p || at.startsWith(`${p}/`));
}

/**
 * Which choices a failed check can speak to: a choice on the operation itself (its method and path) only falls with
 * the status; a differing value says nothing about a schema, and a schema violation nothing about an example.
 */
export function refutable(check: string, at: string, reading: Reading): boolean {
  if (at === reading.node) return check === 'status' || check === 'delivery';
  const inExample = at.includes('/examples/') || at.startsWith('#/components/examples/');
  const inSchema = at.includes('/schema') || at.startsWith('#/components/schemas/');
  if (check === 'values') return inExample || !inSchema;
  if (check === 'schema' || check === 'unknownProperties' || check === 'webhookBody') return inSchema || !inExample;
  return true;
}
