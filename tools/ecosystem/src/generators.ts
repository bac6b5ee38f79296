/**
 * The generators this app runs on the bundle, each in its folder under generators/, where its config (if any), its
 * routing snippet and its tsconfig sit; it writes `generated/` in a copy of that folder, never in the tree. Versions
 * are pinned in package.json to the last releases whose engines allow Node 20.19.
 */
export interface Generator {
  name: 'hey-api' | 'orval' | 'kubb' | 'openapi-zod-client';
  /** A bin of this package and its arguments, run in the generator's folder. */
  command: [string, ...string[]];
}

const BUNDLE = '../../node_modules/@waas/spec/dist/openapi.json';

export const GENERATORS: readonly Generator[] = [
  { name: 'hey-api', command: ['openapi-ts', '--input', BUNDLE, '--output', 'generated'] },
  { name: 'orval', command: ['orval', '--config', 'orval.config.ts'] },
  { name: 'kubb', command: ['kubb', 'generate', '--config', 'kubb.config.ts'] },
  { name: 'openapi-zod-client', command: ['openapi-zod-client', BUNDLE, '--output', 'generated/client.ts'] },
];

/** The generators' folders as committed; a run copies them elsewhere (runFolder) and writes there. */
export const generatorsDirectory = new URL('../generators/', import.meta.url);
export const folderOf = (generator: Generator, generators: URL) => new URL(`${generator.name}/`, generators);
