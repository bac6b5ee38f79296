import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OpenApiDocument } from '@waas/spec/pairs';

export interface ControlDocumentFiles {
  /** apps/sandbox/control/openapi.yaml, the source. */
  yaml: string;
  /** The same document as JSON with the digest of the YAML it was read from, written by the build. */
  parsed: string;
}

/**
 * This file's folder, joined to rather than resolved with `new URL(literal, import.meta.url)`: Vite rewrites that
 * form into an asset address when it transforms this file for a browser-like environment (Vitest's jsdom, happy-dom),
 * where MSW's handlers load this document too.
 */
const HERE = join(fileURLToPath(import.meta.url), '..');

/** Under tsx or vitest `parsed` is in src, where no build writes: the YAML is read. */
const FILES: ControlDocumentFiles = {
  yaml: join(HERE, '../../control/openapi.yaml'),
  parsed: join(HERE, 'openapi.json'),
};

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * The control API's own OpenAPI document. Loading the YAML parser and parsing took about 110 ms of every start, so
 * the build leaves it parsed, and it is used while the YAML is the one it was parsed from. Read synchronously: at
 * start it is read just after PGlite's, while V8 compiles PGlite's hot WebAssembly on both cores, and an
 * asynchronous read waited about 100 ms for a thread to run it on (2026-11-23).
 */
export async function loadControlDocument(files: ControlDocumentFiles = FILES): Promise<OpenApiDocument> {
  const text = readFileSync(files.yaml, 'utf8');
  if (existsSync(files.parsed)) {
    const parsed = JSON.parse(readFileSync(files.parsed, 'utf8')) as { source: string; document: OpenApiDocument };
    if (parsed.source === digest(text)) return parsed.document;
  }
  const { parse } = await import('yaml');
  return parse(text) as OpenApiDocument;
}

/** Run by the build: the parsed document `loadControlDocument` reads instead of the YAML. */
export async function writeParsedControlDocument(files: ControlDocumentFiles = FILES): Promise<void> {
  const text = await readFile(files.yaml, 'utf8');
  const { parse } = await import('yaml');
  await writeFile(files.parsed, JSON.stringify({ source: digest(text), document: parse(text) as OpenApiDocument }));
}
