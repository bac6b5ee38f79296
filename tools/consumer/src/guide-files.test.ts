import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { guideFiles } from './guide-files.js';

const guide = `# Guide

## In a browser page

\`\`\`ts
// vite.config.ts
export default {};
\`\`\`

\`\`\`sh
npm i x
\`\`\`

## In Storybook

\`\`\`tsx
// src/Card.stories.tsx (next to the component)
export const Card = {};
\`\`\`
`;

test.each<[string, { section: string; want: Record<string, string> }]>([
  [
    'a section, its ts blocks by file name',
    { section: 'In a browser page', want: { 'vite.config.ts': 'export default {};\n' } },
  ],
  [
    'the last section, a tsx block',
    { section: 'In Storybook', want: { 'src/Card.stories.tsx': 'export const Card = {};\n' } },
  ],
  ['a section the guide lacks', { section: 'In Deno', want: {} }],
])('%s', (_, { section, want }) => expect(guideFiles(guide, section)).toEqual(want));

test("@waas/sandbox-page's README gives each test the files it writes", () => {
  const readme = readFileSync(new URL('../../../packages/sandbox-page/README.md', import.meta.url), 'utf8');
  expect(Object.keys(guideFiles(readme, 'In a page with Vite')).sort()).toEqual([
    'src/main.ts',
    'src/sandbox.ts',
    'vite.config.ts',
  ]);
  expect(Object.keys(guideFiles(readme, 'In Storybook')).sort()).toEqual([
    '.storybook/main.ts',
    '.storybook/preview.ts',
    '.storybook/sandbox.ts',
    'src/WalletCard.stories.tsx',
  ]);
});
