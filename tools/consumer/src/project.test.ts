import { expect, test } from 'vitest';
import { installFromCache } from './project.js';

const refused = (stderr: string) => Object.assign(new Error('Command failed: npm install'), { stderr });

test.each([
  { given: 'the cache has all it needs', failures: [], want: { calls: ['--prefer-offline'], thrown: undefined } },
  {
    given: "the cache's list of a package's versions lacks one asked for",
    failures: [refused('npm error code ETARGET\nnpm error notarget No matching version found for @msw/url@^0.1.3.')],
    want: { calls: ['--prefer-offline', '--prefer-online'], thrown: undefined },
  },
  {
    given: 'any other failure',
    failures: [refused('npm error code E404\nnpm error 404 Not Found')],
    want: { calls: ['--prefer-offline'], thrown: 'Command failed: npm install' },
  },
  {
    given: 'the registry itself lacks it',
    failures: [refused('npm error code ETARGET'), refused('npm error code ETARGET')],
    want: { calls: ['--prefer-offline', '--prefer-online'], thrown: 'Command failed: npm install' },
  },
])('installs when $given', ({ failures, want }) => {
  const calls: string[] = [];
  const run = (_cwd: string, ...args: string[]) => {
    calls.push(args.at(-1)!);
    const failure = failures.shift();
    if (failure) throw failure;
    return '';
  };
  let thrown: string | undefined;
  try {
    installFromCache('/nowhere', run);
  } catch (error) {
    thrown = (error as Error).message;
  }
  expect({ calls, thrown }).toEqual(want);
});
