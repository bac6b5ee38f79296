import { HTTP_METHODS, type OpenApiDocument } from '@waas/spec/pairs';

import { follow } from './refs.js';

export const WEBHOOKS_TAG = 'Webhooks';

interface Parameter {
  name: string;
  in: string;
  description?: string;
  schema?: { pattern?: string };
}

/** The header parameters that every webhook of the document carries, e.g. the signature. */
export function webhookHeaders(document: OpenApiDocument): Parameter[] {
  const byName = new Map<string, { parameter: Parameter; count: number }>();
  const operations = Object.values(document.webhooks ?? {}).flatMap((item) =>
    HTTP_METHODS.flatMap((method) => (item[method] === undefined ? [] : [item[method] as { parameters?: unknown[] }])),
  );
  for (const operation of operations) {
    for (const node of operation.parameters ?? []) {
      const parameter = follow(document, node) as Parameter;
      if (parameter.in !== 'header') continue;
      const seen = byName.get(parameter.name) ?? { parameter, count: 0 };
      byName.set(parameter.name, { parameter, count: seen.count + 1 });
    }
  }
  return [...byName.values()].filter(({ count }) => count === operations.length).map(({ parameter }) => parameter);
}

/**
 * Moves every webhook of the copy under one Webhooks tag, last in the menu, whose description explains the
 * headers all of them carry; the tag the spec gave each webhook is kept as the `x-spec-tags` extension.
 */
export function groupWebhooks(document: OpenApiDocument): OpenApiDocument {
  const webhooks = Object.entries(document.webhooks ?? {});
  if (webhooks.length === 0) return document;
  const copy = structuredClone(document);
  for (const item of Object.values(copy.webhooks ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = item[method] as { tags?: string[]; 'x-spec-tags'?: string[] } | undefined;
      if (!operation) continue;
      if (operation.tags) operation['x-spec-tags'] = operation.tags;
      operation.tags = [WEBHOOKS_TAG];
    }
  }
  const headers = webhookHeaders(document).map((header) =>
    [
      `### The \`${header.name}\` header`,
      '',
      header.schema?.pattern ? `Its value matches \`${header.schema.pattern}\`.` : '',
      '',
      (header.description ?? '').trim(),
    ].join('\n'),
  );
  const names = webhooks.map(([name]) => `\`${name}\``).join(', ');
  const tags = ((copy.tags as { name: string }[] | undefined) ?? []).filter((tag) => tag.name !== WEBHOOKS_TAG);
  copy.tags = [
    ...tags,
    {
      name: WEBHOOKS_TAG,
      description: [
        `The service sends these requests to the organization's webhook URL: ${names}.`,
        'Answer 200 once the event is processed; any other answer is retried.',
        '',
        ...headers,
      ].join('\n'),
    },
  ];
  return copy;
}
