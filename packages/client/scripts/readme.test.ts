import { startPrism } from '@waas/prism-front';
import { readmeSuite } from '@waas/readme-examples';

// The README's examples run as written, against Prism serving the spec as `pnpm mock` does.
readmeSuite({ packageRoot: new URL('../', import.meta.url), least: 4, against: startPrism });
