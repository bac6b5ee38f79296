// A Spectral function (.spectral.yaml): the rule in src/contract/examples.ts, as `pnpm build` compiles it.
import { invalidExamplesFail } from '../dist/lib/contract/examples.js';
import { asSpectralFunction } from './as-spectral-function.js';

export default asSpectralFunction(invalidExamplesFail);
