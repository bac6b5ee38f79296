// A Spectral function (.spectral.yaml): the rule in src/contract/pairing.ts, as `pnpm build` compiles it.
import { pairingRule } from '../dist/lib/contract/pairing.js';
import { asSpectralFunction } from './as-spectral-function.js';

export default asSpectralFunction(pairingRule);
