// The README's generated parts live between markers; `readme` rewrites them and `lint` fails when one is stale.
/** README with the text between `<!-- name:start -->` and `<!-- name:end -->` replaced by `table`. */
export function withTable(readme: string, name: string, table: string): string {
  const [startMark, endMark] = [`<!-- ${name}:start -->`, `<!-- ${name}:end -->`];
  const start = readme.indexOf(startMark);
  const end = readme.indexOf(endMark);
  if (start === -1 || end < start)
    throw new Error(`README.md needs the markers ${startMark} and ${endMark}, in that order`);
  return `${readme.slice(0, start + startMark.length)}\n${table}\n${readme.slice(end)}`;
}
