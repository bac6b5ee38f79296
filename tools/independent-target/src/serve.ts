// The target as a process of its own (`tsx src/serve.ts`), for what must not import it, such as a published
// package's bench: it prints one JSON line, { url, key, walletId }, once it listens, and stops on SIGTERM.
import { startIndependentTarget } from './index.js';

const target = await startIndependentTarget();
console.log(JSON.stringify({ url: target.url, key: target.keys.organization, walletId: target.identifiers.walletId }));
process.on('SIGTERM', () => void target.close().then(() => process.exit(0)));
