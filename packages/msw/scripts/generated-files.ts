import type { OpenApiDocument } from '@waas/spec/pairs';
import { renderResponses } from './render-responses.js';

/**
 * The generated files, each with the function that renders it; the generate script writes them, the drift test
 * compares.
 */
export const GENERATED: { file: URL; render: (document: OpenApiDocument) => string }[] = [
  { file: new URL('../src/responses.gen.ts', import.meta.url), render: renderResponses },
];
