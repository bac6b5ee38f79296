// A Spectral function (.spectral.yaml): the rule in src/contract/schema-shapes.ts, as `pnpm build` compiles it.
import { schemaShapes } from '../dist/lib/contract/schema-shapes.js';
import { asSpectralFunction } from './as-spectral-function.js';

export default asSpectralFunction(schemaShapes);
