import type { OpenApiDocument } from '@waas/spec/pairs';
import { renderTypes } from './render-types.js';

/**
 * The generated files, each with the function that renders it; the generate script writes them, the drift test
 * compares.
 */
export const GENERATED: { file: URL; render: (document: OpenApiDocument) => Promise<string> }[] = [
  { file: new URL('../src/openapi.gen.ts', import.meta.url), render: renderTypes },
];
