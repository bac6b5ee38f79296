import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { OpenApiDocument } from './bundle.js';

/**
 * Reads the bundle that `pnpm --filter @waas/spec bundle` writes; resolved through the package's own exports so it
 * works from src and dist alike. The one reader that needs Node (a file system), in a module of its own so that what
 * only reads a document already in hand (bundle.ts, pairs, document) runs in a browser too.
 */
export function loadBundle(): OpenApiDocument {
  const file = createRequire(import.meta.url).resolve('@waas/spec/openapi.json');
  return JSON.parse(readFileSync(file, 'utf8')) as OpenApiDocument;
}
