// The webhook signature test vectors: each X-Auth-Signature example is the signature of the webhook body example of
// the same name, under the secret and timestamp its description states. `pnpm --filter @waas/spec vectors` writes
// them; this rule shows a stale one where it is written.
import { createHmac } from 'node:crypto';
import { resolve, type OpenApiDocument } from '../bundle.js';
import type { Finding } from './finding.js';

export const VECTOR_SECRET = 'example-webhook-secret';
export const VECTOR_TIMESTAMP = 1715682151;
const HEADER = 'x-auth-signature';

/** The scheme the parameter's x-provisional states: `t=<seconds>,v1=<hex HMAC-SHA256(secret, t + "." + raw body)>`. */
export function signature(rawBody: string, secret = VECTOR_SECRET, timestamp = VECTOR_TIMESTAMP): string {
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
}

interface Vector {
  webhook: string;
  name: string;
  signature: string;
}

/** Each webhook's JSON body example with its signature (signed as compact JSON), in document order. */
function vectorsOf(document: OpenApiDocument): Vector[] {
  return Object.entries(document.webhooks ?? {}).flatMap(([webhook, item]) => {
    const post = resolve<{ requestBody?: unknown }>(document, item.post);
    const body = resolve<{ content?: Record<string, { examples?: Record<string, unknown> }> }>(
      document,
      post.requestBody,
    );
    return Object.entries(body.content?.['application/json']?.examples ?? {}).map(([name, example]) => ({
      webhook,
      name,
      signature: signature(JSON.stringify(resolve<{ value: unknown }>(document, example).value)),
    }));
  });
}

/** Example name → its signature; the header's examples are shared by every webhook, so a name may serve one only. */
export function signatureVectors(document: OpenApiDocument): Map<string, string> {
  const vectors = new Map<string, string>();
  for (const { webhook, name, signature } of vectorsOf(document)) {
    if (vectors.has(name))
      throw new Error(
        `webhook ${webhook}: example ${name} is also another webhook's; the signature examples share one parameter`,
      );
    vectors.set(name, signature);
  }
  return vectors;
}

/** Each X-Auth-Signature example that is not the signature of its webhook's body example, at the example. */
export function signatureVectorsMatch(document: OpenApiDocument): Finding[] {
  return vectorsOf(document).flatMap(({ webhook, name, signature }) => {
    const post = resolve<{ parameters?: unknown[] }>(document, document.webhooks?.[webhook]?.post);
    const index = (post.parameters ?? []).findIndex(
      (p) => resolve<{ name?: string }>(document, p).name?.toLowerCase() === HEADER,
    );
    if (index === -1) return [];
    const header = resolve<{ examples?: Record<string, unknown> }>(document, post.parameters![index]);
    const written =
      header.examples?.[name] === undefined
        ? undefined
        : resolve<{ value?: unknown }>(document, header.examples[name]).value;
    if (written === signature) return [];
    const at = ['webhooks', webhook, 'post', 'parameters', index, 'examples'];
    const message =
      written === undefined
        ? `webhook ${webhook}: X-Auth-Signature has no example ${name}, the test vector of its body example; run ` +
          `\`pnpm --filter @waas/spec vectors\``
        : `webhook ${webhook}: X-Auth-Signature example ${name} is not the signature of the body example ${name}; ` +
          `run \`pnpm --filter @waas/spec vectors\``;
    return [{ message, path: written === undefined ? at : [...at, name, 'value'] }];
  });
}
