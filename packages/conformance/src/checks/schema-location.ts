import { nodeAt } from '@waas/spec/document';

const COMPOSITIONS = ['allOf', 'anyOf', 'oneOf'] as const;

/**
 * The pointers of every schema that applies at an instance path (`/data/mobNum`), starting from the schema at `root`:
 * the property schemas on the way down, what they reach by $ref and their composition branches. A violation there
 * speaks to those schemas and to no other: a balance sent as text says nothing of the mobile-number format.
 */
export function schemasAt(document: unknown, root: string, instancePath: readonly string[]): string[] {
  let here = expand(document, [root]);
  for (const segment of instancePath) {
    here = expand(
      document,
      here.flatMap((at) => {
        const node = nodeAt(document, at) as Record<string, unknown> | undefined;
        if (!node) return [];
        if (/^\d+$/.test(segment) && node.items !== undefined) return [`${at}/items`];
        const properties = node.properties as Record<string, unknown> | undefined;
        return properties && segment in properties
          ? [`${at}/properties/${segment.replaceAll('~', '~0').replaceAll('/', '~1')}`]
          : [];
      }),
    );
  }
  return here;
}

function expand(document: unknown, pointers: string[]): string[] {
  const out = new Set<string>();
  const visit = (at: string, depth: number) => {
    if (out.has(at) || depth > 32) return;
    out.add(at);
    const node = nodeAt(document, at) as Record<string, unknown> | undefined;
    if (!node || typeof node !== 'object') return;
    if (typeof node.$ref === 'string') visit(node.$ref, depth + 1);
    for (const key of COMPOSITIONS)
      if (Array.isArray(node[key])) (node[key] as unknown[]).forEach((_, i) => visit(`${at}/${key}/${i}`, depth + 1));
  };
  for (const at of pointers) visit(at, 0);
  return [...out];
}
