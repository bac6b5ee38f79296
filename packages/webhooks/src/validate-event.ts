import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';
import { WebhookVerificationError } from './errors.js';
import type { WebhookEvent } from './event.js';
import { eventSchema, schemaByEventType } from './schemas.gen.js';

let validators: Map<string, ValidateFunction> | undefined;

// Compiled on first use, so importing the package costs nothing until a webhook arrives.
function validatorOf(type: string): ValidateFunction | undefined {
  if (!validators) {
    const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true });
    formats.default(ajv);
    ajv.addSchema(eventSchema);
    validators = new Map(
      Object.entries(schemaByEventType).map(([eventType, name]) => [
        eventType,
        ajv.getSchema(`${eventSchema.$id}#/$defs/${name}`)!,
      ]),
    );
  }
  return validators.get(type);
}

/** Parses a verified body and checks it against the spec's schema of its event type. */
export function parseEvent(rawBody: string): WebhookEvent {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch (cause) {
    throw new WebhookVerificationError('malformed-body', 'The webhook body is not JSON.', { cause });
  }
  const type = (body as { type?: unknown } | null)?.type;
  if (typeof type !== 'string')
    throw new WebhookVerificationError('malformed-body', 'The webhook body has no string `type`.');
  const validate = validatorOf(type);
  if (!validate) {
    const known = Object.keys(schemaByEventType).join(', ');
    const shown = JSON.stringify(type.length > 64 ? `${type.slice(0, 64)}…` : type);
    throw new WebhookVerificationError('malformed-body', `Unknown event type ${shown}; known types: ${known}.`);
  }
  if (!validate(body)) {
    throw new WebhookVerificationError(
      'malformed-body',
      `The ${type} event does not match its schema: ${describe(validate.errors ?? [])}.`,
    );
  }
  return body as WebhookEvent;
}

function describe(errors: ErrorObject[]): string {
  return errors
    .slice(0, 5)
    .map((error) => `${error.instancePath || '/'} ${error.message ?? 'is invalid'}`)
    .join('; ');
}
