// `--spec`: a bundled document read once, at start. A file that cannot be served refuses the start in one line
// (exit 1), before any database is opened.
import { readFileSync } from 'node:fs';
import type { OpenApiDocument } from '@waas/spec/pairs';
import { parse } from 'yaml';

export function documentFrom(file: string): OpenApiDocument {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const why = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message;
    throw new Error(`--spec ${file}: ${why}`);
  }
  let parsed: unknown;
  try {
    parsed = /\.ya?ml$/i.test(file) ? parse(text) : JSON.parse(text);
  } catch (error) {
    throw new Error(`--spec ${file} is not ${/\.ya?ml$/i.test(file) ? 'YAML' : 'JSON'}: ${(error as Error).message}`);
  }
  const document = parsed as Partial<OpenApiDocument> | null;
  if (typeof document?.openapi !== 'string' || document.paths === null || typeof document.paths !== 'object') {
    throw new Error(`--spec ${file} is no OpenAPI document (it needs openapi and paths)`);
  }
  return document as OpenApiDocument;
}
