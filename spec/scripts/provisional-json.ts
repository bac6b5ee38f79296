// Run by `build`: the provisional choices as JSON beside the bundle (dist/provisional.json), for any tool that must
// tell what the interface document says from what this spec chose where the document is silent.
import { writeFileSync } from 'node:fs';
import { loadBundle } from '../src/load-bundle.js';
import { collectProvisional } from '../src/provisional.js';

const file = new URL('../dist/provisional.json', import.meta.url);
writeFileSync(file, JSON.stringify(collectProvisional(loadBundle()), null, 2) + '\n');
