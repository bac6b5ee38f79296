export { readmeSuite, type ReadmeSuite } from './suite.js';
export { temporaryDirFor } from './examples.js';
