import { readmeSuite } from '@waas/readme-examples';

// Every ```ts block type-checks; those that need vitest or a browser are not run. The Storybook block (```tsx) needs
// packages this repository does not have.
readmeSuite({ packageRoot: new URL('../', import.meta.url), least: 5, typecheckOnly: /from '(vitest|msw\/browser)'/ });
