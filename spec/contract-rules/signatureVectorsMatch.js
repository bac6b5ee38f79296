// A Spectral function (.spectral.yaml): the rule in src/contract/signature-vectors.ts, as `pnpm build` compiles it.
import { signatureVectorsMatch } from '../dist/lib/contract/signature-vectors.js';
import { asSpectralFunction } from './as-spectral-function.js';

export default asSpectralFunction(signatureVectorsMatch);
