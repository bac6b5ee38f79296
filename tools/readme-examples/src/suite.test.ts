import { readmeSuite } from './suite.js';

// The suite as a package's test file calls it, on a README whose examples hold: its three kinds of test pass. That
// each refuses what it exists for is run.test.ts's and typecheck.test.ts's to show.
readmeSuite({ packageRoot: new URL('./fixtures/', import.meta.url), readme: 'prints.md', least: 2 });
