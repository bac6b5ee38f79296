#!/usr/bin/env node
import { prestartThread } from './storage/pglite-connection.js';

// PGlite's thread starts before the server's modules are imported (serve.ts): its own start then runs beside theirs.
if (process.env.DATABASE_URL === undefined) prestartThread();
await import('./serve.js');
