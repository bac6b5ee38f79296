// Writes the webhook signature test vectors (src/contract/signature-vectors.ts computes them) into the parameter that
// holds them, keeping the rest of its file as written.
import { parseDocument } from 'yaml';

export const SIGNATURE_PARAMETER = new URL('../components/parameters/AuthSignature.yaml', import.meta.url);

/** The parameter's YAML with exactly `vectors` as its examples; everything else as written. */
export function withSignatureVectors(yamlText: string, vectors: Map<string, string>): string {
  const document = parseDocument(yamlText);
  document.set('examples', Object.fromEntries([...vectors].map(([name, value]) => [name, { value }])));
  // Literal blocks keep their lines as written; a folded or plain scalar is folded at the repository's width, 120.
  return document.toString({ lineWidth: 120 });
}
