import type { OpenApiDocument } from '@waas/spec/pairs';
import { renderEventsModule } from './render-events.js';
import { renderSchemasModule } from './render-schemas.js';

/**
 * The generated files, each with the function that renders it; the generate script writes them, the drift tests
 * compare.
 */
export const GENERATED: { file: URL; render: (document: OpenApiDocument) => string }[] = [
  { file: new URL('../src/schemas.gen.ts', import.meta.url), render: renderSchemasModule },
  { file: new URL('../src/events.gen.ts', import.meta.url), render: renderEventsModule },
];
