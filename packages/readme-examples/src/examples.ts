import { mkdtempSync, readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** A ```ts block of a README, in the order the README shows it (`index` counts from 1). */
export interface Example {
  index: number;
  code: string;
  /** What the block says it prints: the text after `console.log(...); //`, line by line. */
  promised: string[];
}

/** Where a package's README examples are read from and run. */
export interface ReadmeLocation {
  /** The package's root: its README, and the tsconfig.json its examples are type-checked with, are there. */
  packageRoot: URL;
  /** The README's file name in that root. */
  readme?: string | undefined;
}

export function readmeExamples({ packageRoot, readme = 'README.md' }: ReadmeLocation): Example[] {
  const text = readFileSync(new URL(readme, packageRoot), 'utf8');
  return [...text.matchAll(/```ts\n([\s\S]*?)```/g)].map(([, code], index) => ({
    index: index + 1,
    code: code!,
    promised: [...code!.matchAll(/console\.log\(.*\);\s*\/\/\s*(.+)$/gm)].map(([, said]) => said!.trim()),
  }));
}

/**
 * A new directory for a run of examples: inside the package, so an example's `import '@waas/…'` resolves to the built
 * package by self-reference, as it would for a user who installed it; a new one each time, so test files that run at
 * once never share one.
 */
export function examplesDir(packageRoot: URL): URL {
  return pathToFileURL(`${mkdtempSync(fileURLToPath(new URL('.readme-', packageRoot)))}/`);
}
