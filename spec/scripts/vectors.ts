// Rewrites the X-Auth-Signature examples from the webhook body examples of the bundle;
// `pnpm --filter @waas/spec vectors` builds the bundle first, and again after, so the bundle carries the new vectors.
import { readFileSync, writeFileSync } from 'node:fs';
import { loadBundle } from '../src/load-bundle.js';
import { signatureVectors } from '../src/contract/signature-vectors.js';
import { SIGNATURE_PARAMETER, withSignatureVectors } from './signature-vectors.js';

const vectors = signatureVectors(loadBundle());
writeFileSync(SIGNATURE_PARAMETER, withSignatureVectors(readFileSync(SIGNATURE_PARAMETER, 'utf8'), vectors));
console.log(`${SIGNATURE_PARAMETER.pathname}: ${vectors.size} signature vectors`);
