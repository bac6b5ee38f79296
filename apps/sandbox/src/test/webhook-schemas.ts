import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';
import { dereference, resolve } from '@waas/spec/document';
import { document } from './pairs.js';

/**
 * A validator per event type, compiled from the request body schema of each webhook in the bundle (not from
 * @waas/webhooks' generated copy), keyed by the `type` const its schema declares.
 */
export function webhookValidators(): Map<string, ValidateFunction> {
  const ajv = new Ajv2020({ strict: false, allowUnionTypes: true });
  formats.default(ajv);
  const validators = new Map<string, ValidateFunction>();
  for (const item of Object.values(document.webhooks as Record<string, { post: unknown }>)) {
    const operation = resolve<{ requestBody: unknown }>(document, item.post);
    const body = resolve<{ content: Record<string, { schema: unknown }> }>(document, operation.requestBody);
    const schema = dereference(document, body.content['application/json']!.schema) as {
      allOf: { properties?: { type?: { const?: string } } }[];
    };
    const type = schema.allOf.map((branch) => branch.properties?.type?.const).find((t) => t !== undefined)!;
    validators.set(type, ajv.compile(schema));
  }
  return validators;
}
