// Schema shapes that the spec's own validators accept but code generators read badly: a `const` without `type`
// (orval typed `success: const: true` as the string 'true'), an array without `items` (an `unknown[]` at best).
import type { OpenApiDocument } from '../bundle.js';
import type { Finding } from './finding.js';

/** Keys whose value is data, not schemas: nothing under them is a schema keyword. */
const DATA_KEYS = new Set(['example', 'examples', 'x-invalid-examples', 'default', 'enum', 'const']);
/** Schema keywords whose value maps names to schemas: their own keys are names, not keywords. */
const NAME_MAPS = new Set(['properties', 'patternProperties', '$defs', 'dependentSchemas']);

/** Each schema in `document` with one of those shapes, at the schema. */
export function schemaShapes(document: OpenApiDocument): Finding[] {
  const problems: Finding[] = [];
  const visit = (node: unknown, path: string[], isNameMap: boolean) => {
    if (node === null || typeof node !== 'object') return;
    const object = node as Record<string, unknown>;
    if (!isNameMap && !Array.isArray(node)) {
      const types = [object.type].flat();
      if ('const' in object && object.type === undefined) problems.push({ message: 'const without type', path });
      if (types.includes('array') && object.items === undefined && object.prefixItems === undefined)
        problems.push({ message: 'array without items', path });
    }
    for (const [key, child] of Object.entries(object)) {
      if (!isNameMap && DATA_KEYS.has(key)) continue;
      visit(child, [...path, key], !isNameMap && NAME_MAPS.has(key));
    }
  };
  visit(document, [], false);
  return problems;
}
