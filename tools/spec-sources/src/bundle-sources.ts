// The spec's sources bundled in memory by Redocly's own core, with the sources' redocly.yaml, as the spec's build does
// (spec/scripts/bundle.ts; tests hold both to the bytes of `redocly bundle`), and refused with one line saying why
// whenever a tool would serve the bundle wrongly or not at all. Kept in memory and warm, it bundles far quicker.
import { join, relative } from 'node:path';
import { bundle, getLineColLocation, loadConfig, type Config, type NormalizedProblem } from '@redocly/openapi-core';
import type { OpenApiDocument } from '@waas/spec/document';
import { collectExamples, exampleValidator } from '@waas/spec/examples';

export type Bundled = { ok: true; json: string; document: OpenApiDocument } | { ok: false; why: string };

/** One config per sources folder: loading it takes about as long as a bundle, and it changes far less often. */
const configs = new Map<string, Promise<Config>>();

/** The first error as `file:line:column message`, the file relative to the sources, and how many more there are. */
export function firstProblem(root: string, problems: readonly NormalizedProblem[]): string | undefined {
  const errors = problems.filter((problem) => problem.severity === 'error');
  const first = errors[0];
  if (first === undefined) return undefined;
  const more = errors.length > 1 ? ` (and ${errors.length - 1} more)` : '';
  const at = first.location[0];
  if (at === undefined) return `${first.message}${more}`;
  const { line, col } = getLineColLocation(at).start;
  return `${relative(root, at.source.absoluteRef)}:${line}:${col} ${first.message}${more}`;
}

/** The first example that breaks its schema: Prism would answer it as a 500, and the spec's build refuses it too. */
export function brokenExample(document: OpenApiDocument): string | undefined {
  const validate = exampleValidator(document);
  const broken = collectExamples(document)
    .filter((site) => !site.invalid)
    .map((site) => ({ site, errors: validate(site) }))
    .filter(({ errors }) => errors.length > 0);
  if (broken.length === 0) return undefined;
  const { site, errors } = broken[0]!;
  const more = broken.length > 1 ? ` (and ${broken.length - 1} more)` : '';
  return (
    `example ${site.at} breaks its schema: ${errors[0]!.instancePath || '(root)'} ` +
    `${errors[0]!.message ?? 'is invalid'}${more}`
  );
}

export async function bundleSources(root: string): Promise<Bundled> {
  try {
    let config = configs.get(root);
    if (config === undefined) configs.set(root, (config = loadConfig({ configPath: join(root, 'redocly.yaml') })));
    const bundled = await bundle({ ref: join(root, 'openapi.yaml'), config: await config });
    const problem = firstProblem(root, bundled.problems);
    if (problem !== undefined) return { ok: false, why: problem };
    const document = bundled.bundle.parsed as OpenApiDocument;
    // Served with no path, Prism would keep its previous document without saying so.
    const why = Object.keys(document.paths ?? {}).length === 0 ? 'openapi.yaml has no path' : brokenExample(document);
    return why === undefined ? { ok: true, json: JSON.stringify(document, null, 2), document } : { ok: false, why };
  } catch (error) {
    // No openapi.yaml, an unreadable redocly.yaml: Redocly throws rather than reporting a problem.
    configs.delete(root);
    return { ok: false, why: error instanceof Error ? error.message : String(error) };
  }
}
