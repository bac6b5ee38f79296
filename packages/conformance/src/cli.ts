// Only src/reporters/redaction.test.ts still imports main from here; once it imports ../cli/main.js, delete this file.
export { main } from './cli/main.js';
