import { eachFixtureReadme, type FixtureCase } from './fixture-readmes.js';
import { runExample } from './run.js';

const cases: FixtureCase[] = [
  { readme: 'prints.md', refused: undefined },
  { readme: 'untyped.md', refused: undefined }, // tsx strips types: the type-check is what refuses it
  { readme: 'lies.md', refused: /README example 1 did not print "total 4"; it printed:\ntotal 5/ },
  {
    readme: 'prefix.md',
    refused:
      /README example 1 did not print "X-Auth-Signature t=1715682151"; it printed:\nX-Auth-Signature t=1715682151,/,
  },
  { readme: 'silent.md', refused: /README example 1 says nothing it prints/ },
  { readme: 'throws.md', refused: /Error: not yet/ },
];

eachFixtureReadme(cases, (dir, examples) => Promise.all(examples.map((example) => runExample(dir, example))), 35_000);
