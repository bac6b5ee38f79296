import { defineConfig } from '@kubb/core';
import { pluginClient } from '@kubb/plugin-client';
import { pluginOas } from '@kubb/plugin-oas';
import { pluginTs } from '@kubb/plugin-ts';

export default defineConfig({
  root: '.',
  input: { path: '../../node_modules/@waas/spec/dist/openapi.json' },
  // No formatter: the output is checked, not read, and kubb would run whichever prettier it finds.
  output: { path: './generated', clean: true, format: false },
  plugins: [
    // The JSON schemas plugin-oas writes by default are not needed by the types or the clients.
    pluginOas({ generators: [] }),
    // An untyped schema (the envelopes' `data`, narrowed by each operation) is unknown, not any.
    pluginTs({ unknownType: 'unknown' }),
    pluginClient({ client: 'fetch' }),
  ],
});
