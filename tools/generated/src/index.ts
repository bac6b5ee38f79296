// A package's generated files, each rendered from the spec bundle by the function its table names: the package's
// generate script writes them, its drift test fails while one differs from what the bundle renders.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadBundle, type OpenApiDocument } from '@waas/spec/pairs';

/** A file a package generates, with the function that renders it from the bundle. */
export interface GeneratedFile {
  file: URL;
  render: (document: OpenApiDocument) => string | Promise<string>;
}

/** Writes each file as the bundle renders it, saying so. */
export async function writeGenerated(files: readonly GeneratedFile[], document = loadBundle()): Promise<void> {
  for (const { file, render } of files) {
    writeFileSync(file, await render(document));
    console.log(`wrote ${fileURLToPath(file)}`);
  }
}

/** The names of the files whose text differs from what the bundle renders; none when all are current. */
export async function staleGenerated(files: readonly GeneratedFile[], document = loadBundle()): Promise<string[]> {
  const stale: string[] = [];
  for (const { file, render } of files)
    if (readFileSync(file, 'utf8') !== (await render(document))) stale.push(fileURLToPath(file).split('/').pop()!);
  return stale;
}
