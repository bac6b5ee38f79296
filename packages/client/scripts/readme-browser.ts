import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The files of the README's browser app, in the order the README shows them. */
export const browserRecipes = [
  'src/api.ts',
  'src/wallet-balance.tsx',
  'src/wallet-history.tsx',
  'src/debit-button.tsx',
  'src/main.tsx',
];

/** A ```ts browser or ```tsx browser block: a file of a Vite + React app, named on its first line (`// src/api.ts`). */
export interface BrowserBlock {
  file: string;
  code: string;
}

export function readmeBrowserBlocks(
  readme = readFileSync(fileURLToPath(import.meta.resolve('../README.md')), 'utf8'),
): BrowserBlock[] {
  return [...readme.matchAll(/```(tsx?) browser\n([\s\S]*?)```/g)].map(([, language, code]) => {
    const file = /^\/\/ (src\/[\w./-]+)\n/.exec(code!)?.[1];
    if (file === undefined || !file.endsWith(`.${language}`))
      throw new Error(`A \`\`\`${language} browser block must start with // src/<name>.${language}`);
    return { file, code: code! };
  });
}

/**
 * The compiler options `npm create vite -- --template react-ts` writes in tsconfig.app.json: the browser's types and
 * vite/client's `import.meta.env`, no Node types, so `process.env` is TS2591 here as in such an app.
 */
export const viteReactTsconfig = {
  compilerOptions: {
    target: 'ES2022',
    useDefineForClassFields: true,
    lib: ['ES2022', 'DOM', 'DOM.Iterable'],
    module: 'ESNext',
    types: ['vite/client'],
    skipLibCheck: true,
    moduleResolution: 'bundler',
    allowImportingTsExtensions: true,
    verbatimModuleSyntax: true,
    moduleDetection: 'force',
    noEmit: true,
    jsx: 'react-jsx',
    strict: true,
    noUnusedLocals: true,
    noUnusedParameters: true,
    erasableSyntaxOnly: true,
    noFallthroughCasesInSwitch: true,
    noUncheckedSideEffectImports: true,
  },
  include: ['src'],
};
