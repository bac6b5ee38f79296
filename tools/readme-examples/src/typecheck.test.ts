import { FIXTURES, eachFixtureReadme, type FixtureCase } from './fixture-readmes.js';
import { typecheckExamples } from './typecheck.js';

const cases: FixtureCase[] = [
  { readme: 'prints.md', refused: undefined },
  {
    readme: 'untyped.md',
    refused: /typed-1\.mts\(1,7\): error TS2322: Type 'string' is not assignable to type 'number'/,
  },
];

eachFixtureReadme(cases, (dir, examples) => typecheckExamples(dir, FIXTURES, examples), 65_000);
