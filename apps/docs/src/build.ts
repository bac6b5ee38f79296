import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { loadBundle, type OpenApiDocument } from '@waas/spec/pairs';

import { redocStandalone } from './redoc-bundle.js';
import { referenceDocument } from './reference.js';
import { renderPage } from './render.js';

export const DIST = fileURLToPath(new URL('../dist/', import.meta.url));

/**
 * Writes the reference as static files: index.html, Redoc's bundle and its licence, init.js and the bundle as
 * published; a page number (follow.ts) adds reload.js.
 */
export function build(out = DIST, bundle: OpenApiDocument = loadBundle(), { page }: { page?: number } = {}): string[] {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const redocDir = dirname(createRequire(import.meta.url).resolve('redoc/bundles/redoc.standalone.js'));
  const files: Record<string, string> = {
    'index.html': renderPage(referenceDocument(bundle), page === undefined ? {} : { page }),
    'init.js': readFileSync(new URL('./page/init.js', import.meta.url), 'utf8'),
    ...(page !== undefined && { 'reload.js': readFileSync(new URL('./page/reload.js', import.meta.url), 'utf8') }),
    'openapi.json': `${JSON.stringify(bundle, null, 2)}\n`,
    'redoc.standalone.js': redocStandalone(),
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(join(out, name), text);
  copyFileSync(join(redocDir, 'redoc.standalone.js.LICENSE.txt'), join(out, 'redoc.standalone.js.LICENSE.txt'));
  return [...Object.keys(files), 'redoc.standalone.js.LICENSE.txt'].sort();
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const files = build();
  console.log(`Wrote ${files.join(', ')} to ${DIST}`);
}
