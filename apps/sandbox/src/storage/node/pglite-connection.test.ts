import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { optimizingCompilerFlags } from './pglite-connection.js';

const TIER_UP_OFF = [`--wasm-tier-up-filter=${2 ** 31 - 1}`];

/** `process.versions.v8` of each Node line: which keep PGlite's WebAssembly off the optimizing compiler. */
const cases: { node: string; v8: string; want: string[] }[] = [
  { node: '20.20', v8: '11.3.244.8-node.38', want: [] },
  { node: '22.23', v8: '12.4.254.21-node.57', want: [] },
  { node: '24.21', v8: '13.6.233.17-node.53', want: TIER_UP_OFF },
  { node: '25.9', v8: '14.1.146.11-node.25', want: TIER_UP_OFF },
  { node: '26.10', v8: '14.6.202.34-node.34', want: [] },
];

/**
 * A process that sets the given flags as PGlite's thread does, at run time, then calls one small WebAssembly
 * function often enough to turn it hot, and counts what V8 compiled it with.
 */
function optimizedCompiles(flags: string[]): number {
  // (module (func (export "f") (param i32) (result i32) local.get 0 i32.const 1 i32.add))
  const script = `const { setFlagsFromString } = require('node:v8');
    setFlagsFromString('--trace-wasm-compilation-times');
    for (const flag of ${JSON.stringify(flags)}) setFlagsFromString(flag);
    const bytes = new Uint8Array([
      0,97,115,109,1,0,0,0,1,6,1,96,1,127,1,127,3,2,1,0,7,5,1,1,102,0,0,10,9,1,7,0,32,0,65,1,106,11,
    ]);
    const { f } = new WebAssembly.Instance(new WebAssembly.Module(bytes)).exports;
    let odd = 0;
    for (let i = 0; i < 3e7; i++) odd += f(i) & 1;
    if (odd !== 15e6) process.exit(1);`;
  const trace = execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' });
  return trace.split('\n').filter((line) => line.includes('using TurboFan')).length;
}

describe("PGlite's WebAssembly and V8's optimizing compiler", () => {
  it.each(cases)('Node $node (V8 $v8)', ({ v8, want }) => {
    expect(optimizingCompilerFlags(v8)).toEqual(want);
  });

  it('a hot function is optimized without the flags', () => {
    expect(optimizedCompiles([])).toBeGreaterThan(0);
  });

  it('with them, set at run time, it stays on the baseline compiler', () => {
    expect(optimizedCompiles(optimizingCompilerFlags('13.6.233.17-node.53'))).toBe(0);
  });
});
