// The command line as one file, dist/cli/bundle.js, which bin/conformance.js runs; part of `pnpm build`.
// Loading some three hundred modules one by one cost the command more CPU than the same code in one file, and the
// runner shares its cores with the target it checks. The library entry (dist/index.js) stays unbundled.
import { build } from 'esbuild';

await build({
  entryPoints: [new URL('../dist/cli/main.js', import.meta.url).pathname],
  // Beside main.js, so the paths it reads relative to itself (package.json, profiles/, schema/) are the same.
  outfile: new URL('../dist/cli/bundle.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  target: 'node20.19',
  format: 'esm',
  // The CommonJS dependencies bundled in it (Ajv's) call require, which an ES module has not.
  banner: {
    js: [
      "import { createRequire as bundleRequire } from 'node:module';",
      'const require = bundleRequire(import.meta.url);',
    ].join('\n'),
  },
  logLevel: 'warning',
});
