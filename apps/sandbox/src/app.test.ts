import { setTimeout as sleep } from 'node:timers/promises';
import { loadBundle } from '@waas/spec/pairs';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { Sandbox } from './sandbox.js';
import { withTestSeedDump } from './test/engines.js';

describe('an app built while its sandbox opens', () => {
  it('is ready only once the sandbox is open, then answers from it', async () => {
    const document = loadBundle();
    let open!: (sandbox: Sandbox) => void;
    const app = await buildApp({ document, sandbox: new Promise<Sandbox>((resolve) => (open = resolve)) });
    let ready = false;
    const readying = app.ready().then(() => (ready = true));
    await sleep(50);
    expect(ready).toBe(false);
    const sandbox = await Sandbox.open(withTestSeedDump({ document, webhooks: { dispatch: false } }));
    try {
      open(sandbox);
      await readying;
      const response = await app.inject({ method: 'GET', url: '/sandbox/invariants' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ broken: [] });
    } finally {
      await app.close();
      await sandbox.close();
    }
  });

  it('will not serve a sandbox opened on another document than its routes', async () => {
    const sandbox = await Sandbox.open(withTestSeedDump({ webhooks: { dispatch: false } }));
    const app = await buildApp({ document: structuredClone(sandbox.document), sandbox });
    try {
      await expect(app.ready()).rejects.toThrow(
        'the sandbox was opened on another document than the app is built from',
      );
    } finally {
      await sandbox.close();
    }
  });

  it('fails to become ready when its sandbox fails to open', async () => {
    const app = await buildApp({ document: loadBundle(), sandbox: Promise.reject(new Error('no database')) });
    await expect(app.ready()).rejects.toThrow('no database');
  });
});
