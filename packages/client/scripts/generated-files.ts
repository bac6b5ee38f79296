import type { OpenApiDocument } from '@waas/spec/pairs';
import { renderHostsModule, renderOperationsModule } from './render-operations.js';

/**
 * The generated files, each with the function that renders it; the generate script writes them, the drift test
 * compares.
 */
export const GENERATED: { file: URL; render: (document: OpenApiDocument) => string }[] = [
  { file: new URL('../src/hosts.gen.ts', import.meta.url), render: renderHostsModule },
  { file: new URL('../src/operations.gen.ts', import.meta.url), render: renderOperationsModule },
];
