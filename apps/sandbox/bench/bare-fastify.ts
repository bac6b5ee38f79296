// The peer of the sandbox's read in `pnpm bench`: Fastify 5 alone, answering the wallet read's route with the very
// bytes and headers the sandbox answered, so a ratio to it is the share of the HTTP layer's limit the sandbox reaches.
import Fastify from 'fastify';

const body = Buffer.from(process.env.BARE_BODY ?? '', 'base64');
const headers = JSON.parse(process.env.BARE_HEADERS ?? '{}') as Record<string, string>;
const app = Fastify({ logger: false });
app.get('/api/v1/wallets/get/wallet/:walletId', (_request, reply) => {
  reply.headers(headers).send(body);
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void app.close());
