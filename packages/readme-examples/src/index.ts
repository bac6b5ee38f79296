export { readmeSuite, type ReadmeSuite } from './suite.js';
