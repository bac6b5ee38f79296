/** What a results file holds: the machine and method at the top, then lists of rows and groups of figures. */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isRow = (value: Json): value is { [key: string]: Json } =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** A cell: numbers rounded to what a reader compares, lists of numbers as their count and range. */
function cell(value: Json): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : String(Math.round(value * 100) / 100);
  if (typeof value === 'string') return value.replaceAll('|', '\\|');
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value) && value.every((v) => typeof v === 'number'))
    return value.length === 0 ? '' : `${value.length}: ${cell(Math.min(...value))}–${cell(Math.max(...value))}`;
  return JSON.stringify(value).replaceAll('|', '\\|');
}

function table(rows: { [key: string]: Json }[]): string[] {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return [
    `| ${columns.join(' | ')} |`,
    `| ${columns.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${columns.map((column) => cell(row[column] ?? null)).join(' | ')} |`),
  ];
}

/** Every comparison flagged `regression: true` (a figure below the baseline build's), named by its measure or group. */
function regressions(value: Json, name: string): string[] {
  if (Array.isArray(value)) return value.flatMap((inner) => regressions(inner, name));
  if (!isRow(value)) return [];
  const label = typeof value.measure === 'string' ? value.measure : name;
  return [
    ...(value.regression === true ? [label] : []),
    ...Object.entries(value).flatMap(([key, inner]) => regressions(inner, key)),
  ];
}

/**
 * A package's bench/RESULTS.md from its results.json: the scalars at the top (the machine, the method, the date of
 * the run) as a list, each list of rows as a table, each group of figures as a list under its name.
 */
export function resultsPage(title: string, results: Json): string {
  const lines = [
    `# ${title}`,
    '',
    'Generated from `results.json` by `pnpm bench` (tools/bench-results); do not edit. Ratios compare with the peer',
    'measured in the same run.',
    '',
  ];
  if (!isRow(results)) return [...lines, cell(results), ''].join('\n');
  if (isRow(results.baseline ?? null)) {
    const below = regressions(results, '');
    lines.splice(
      -1,
      0,
      'The baseline build (below) was measured in turns with this one; a ratio to it under 0.95 is a regression:',
      below.length === 0 ? 'none in this run.' : `**${below.join('; ')}**.`,
    );
  }
  const scalars = Object.entries(results).filter(([, value]) => !isRow(value) && !Array.isArray(value));
  for (const [key, value] of scalars) lines.push(`- ${key}: ${cell(value)}`);
  if (scalars.length > 0) lines.push('');
  for (const [key, value] of Object.entries(results)) {
    if (Array.isArray(value) && value.length > 0 && value.every(isRow))
      lines.push(`## ${key}`, '', ...table(value), '');
    else if (isRow(value)) {
      lines.push(`## ${key}`, '');
      for (const [name, inner] of Object.entries(value))
        lines.push(
          ...(Array.isArray(inner) && inner.every(isRow) && inner.length > 0
            ? [`### ${name}`, '', ...table(inner), '']
            : [`- ${name}: ${cell(inner)}`]),
        );
      lines.push('');
    }
  }
  return `${lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`;
}
