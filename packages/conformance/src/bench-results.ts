import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';

/** Writes a bench's results to `bench/<file>`, after the machine they were measured on: date, Node, cores. */
export function writeBenchResults(file: string, results: Record<string, unknown>): void {
  const dir = new URL('../bench/', import.meta.url);
  mkdirSync(dir, { recursive: true });
  const machine = { date: new Date().toISOString(), node: process.version, cpus: cpus().length };
  writeFileSync(new URL(file, dir), JSON.stringify({ ...machine, ...results }, null, 2) + '\n');
}
