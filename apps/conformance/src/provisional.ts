import type { OpenApiDocument } from '@waas/spec/pairs';

export interface ProvisionalChoice {
  /** JSON pointer of the node carrying x-provisional. */
  at: string;
  text: string;
}

const encode = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');
const decode = (segment: string) => segment.replaceAll('~1', '/').replaceAll('~0', '~');

/** Every `x-provisional` of the bundle, in document order. */
export function provisionalChoices(document: OpenApiDocument): ProvisionalChoice[] {
  const out: ProvisionalChoice[] = [];
  const visit = (node: unknown, at: string) => {
    if (node === null || typeof node !== 'object') return;
    const value = (node as Record<string, unknown>)['x-provisional'];
    if (value !== undefined) out.push({ at: at || '#', text: (typeof value === 'string' ? value : JSON.stringify(value)).replace(/\s+/g, ' ').trim() });
    for (const [key, child] of Object.entries(node)) visit(child, `${at || '#'}/${encode(key)}`);
  };
  visit(document, '');
  return out;
}

function nodeAt(document: OpenApiDocument, pointer: string): unknown {
  return pointer
    .slice(2)
    .split('/')
    .map(decode)
    .reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), document);
}

/** The node at `at` and every component it reaches through $refs: the parts of the spec a case at `at` reads. */
export function relatedPointers(document: OpenApiDocument, at: string): string[] {
  const seen = new Set<string>([at]);
  const queue = [at];
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
  return [...seen];
}
