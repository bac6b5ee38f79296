// Run by `bundle`: the workflow files parsed once, beside the bundle (dist/workflows.json), each under the hash of the
// text it was parsed from; loadWorkflows reads a file's document from there while the file is still that text, so a
// run parses no YAML.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { parse } from 'yaml';
import { textHash, WORKFLOW_FILE } from '../src/workflows.js';

const directory = new URL('../workflows/', import.meta.url);
const parsed = Object.fromEntries(
  readdirSync(directory)
    .filter((file) => WORKFLOW_FILE.test(file))
    .sort()
    .map((file) => {
      const text = readFileSync(new URL(file, directory), 'utf8');
      return [file, { hash: textHash(text), document: parse(text) as unknown }];
    }),
);
writeFileSync(new URL('../dist/workflows.json', import.meta.url), JSON.stringify(parsed) + '\n');
