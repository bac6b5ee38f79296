import { startPrism } from '@waas/prism-front';
import { readmeSuite } from '@waas/readme-examples';

// The README's example runs as written, against Prism serving the spec as `pnpm mock` does.
readmeSuite({ packageRoot: new URL('../', import.meta.url), least: 1, against: startPrism });
