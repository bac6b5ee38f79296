import { readmeSuite } from '@waas/readme-examples';

readmeSuite({ packageRoot: new URL('../', import.meta.url), least: 4 });
