import { writeFileSync } from 'node:fs';
import { loadBundle } from '@waas/spec/pairs';
import { renderSchemasModule } from './render-schemas.js';

const target = new URL('../src/schemas.gen.ts', import.meta.url);
writeFileSync(target, renderSchemasModule(loadBundle()));
console.log(`wrote ${target.pathname}`);
