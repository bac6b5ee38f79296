import { writeFileSync } from 'node:fs';
import { loadBundle } from '@waas/spec/pairs';
import { renderEventsModule } from './render-events.js';
import { renderSchemasModule } from './render-schemas.js';

const document = loadBundle();
for (const [file, text] of [
  ['../src/schemas.gen.ts', renderSchemasModule(document)],
  ['../src/events.gen.ts', renderEventsModule(document)],
] as const) {
  const target = new URL(file, import.meta.url);
  writeFileSync(target, text);
  console.log(`wrote ${target.pathname}`);
}
