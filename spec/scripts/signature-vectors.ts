// The webhook signature test vectors: each X-Auth-Signature example is the signature of the webhook body example of
// the same name, under the secret and timestamp its description states. Computed here, so a changed body example
// changes its vector by command (`pnpm --filter @waas/spec vectors`) instead of by hand.
import { createHmac } from 'node:crypto';
import { parseDocument } from 'yaml';
import { resolve, type OpenApiDocument } from '../src/bundle.js';

export const VECTOR_SECRET = 'example-webhook-secret';
export const VECTOR_TIMESTAMP = 1715682151;
export const SIGNATURE_PARAMETER = new URL('../components/parameters/AuthSignature.yaml', import.meta.url);

/** The scheme the parameter's x-provisional states: `t=<seconds>,v1=<hex HMAC-SHA256(secret, t + "." + raw body)>`. */
export function signature(rawBody: string, secret = VECTOR_SECRET, timestamp = VECTOR_TIMESTAMP): string {
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
}

/** Example name → its signature, for every webhook's JSON body example (signed as compact JSON), in document order. */
export function signatureVectors(document: OpenApiDocument): Map<string, string> {
  const vectors = new Map<string, string>();
  for (const [webhook, item] of Object.entries(document.webhooks ?? {})) {
    const post = resolve<{ requestBody?: unknown }>(document, item.post);
    const body = resolve<{ content?: Record<string, { examples?: Record<string, unknown> }> }>(document, post.requestBody);
    for (const [name, example] of Object.entries(body.content?.['application/json']?.examples ?? {})) {
      if (vectors.has(name)) throw new Error(`webhook ${webhook}: example ${name} is also another webhook's; the signature examples share one parameter`);
      vectors.set(name, signature(JSON.stringify(resolve<{ value: unknown }>(document, example).value)));
    }
  }
  return vectors;
}

/** The parameter's YAML with exactly `vectors` as its examples; everything else as written. */
export function withSignatureVectors(yamlText: string, vectors: Map<string, string>): string {
  const document = parseDocument(yamlText);
  document.set('examples', Object.fromEntries([...vectors].map(([name, value]) => [name, { value }])));
  // No folding: the description and x-provisional keep their lines as written.
  return document.toString({ lineWidth: 0 });
}
