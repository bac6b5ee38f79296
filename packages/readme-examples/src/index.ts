export { examplesDir, readmeExamples, type Example, type ReadmeLocation } from './examples.js';
export { runExample } from './run.js';
export { readmeSuite, type ReadmeSuite } from './suite.js';
export { typecheckExamples } from './typecheck.js';
