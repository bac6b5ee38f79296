import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Every package's bench results file (`bench/results.json`, `bench/proxy-results.json`), and its page beside it. */
export function resultsFiles(): { results: string; page: string; title: string }[] {
  return ['apps', 'packages', 'tools'].flatMap((group) =>
    readdirSync(join(ROOT, group)).flatMap((name) => {
      const bench = join(ROOT, group, name, 'bench');
      if (!existsSync(bench)) return [];
      const files = readdirSync(bench)
        .filter((file) => /(^|-)results\.json$/.test(file))
        .sort();
      return files.map((file) => ({
        results: join(bench, file),
        page: join(
          bench,
          file === 'results.json' ? 'RESULTS.md' : `${file.replace(/-results\.json$/, '').toUpperCase()}-RESULTS.md`,
        ),
        title: `${group}/${name}: ${file === 'results.json' ? 'measurements' : file.replace(/-results\.json$/, '')}`,
      }));
    }),
  );
}
