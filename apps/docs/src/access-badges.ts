import { HTTP_METHODS, type OpenApiDocument } from '@waas/spec/pairs';

/** Operation extensions that limit who or where an operation may be called, and the badge each one earns. */
export const ACCESS_BADGES = {
  'x-admin-only': { name: 'Admin only', color: '#7b2d8e' },
  'x-staging-only': { name: 'Staging only', color: '#1f6f8b' },
} as const;

/** A copy of the document in which each operation marked `x-admin-only` or `x-staging-only` carries that badge. */
export function badgeAccess(document: OpenApiDocument): OpenApiDocument {
  const copy = structuredClone(document);
  for (const item of [...Object.values(copy.paths ?? {}), ...Object.values(copy.webhooks ?? {})]) {
    for (const method of HTTP_METHODS) {
      const operation = item[method] as Record<string, unknown> | undefined;
      if (!operation) continue;
      const badges = Object.entries(ACCESS_BADGES)
        .filter(([extension]) => operation[extension] === true)
        .map(([, badge]) => ({ ...badge }));
      if (badges.length > 0)
        operation['x-badges'] = [...((operation['x-badges'] as unknown[] | undefined) ?? []), ...badges];
    }
  }
  return copy;
}
