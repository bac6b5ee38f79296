import type { Failure, Report } from '../report/report.gen.js';
import { failsRun } from './fails-run.js';
import { generatedPassedText, grouped } from './grouping.js';
import { percent } from './percent.js';

const html = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `
body{font:14px/1.45 system-ui,sans-serif;margin:2rem auto;max-width:72rem;padding:0 1rem;color:#1b1f24}
h1{font-size:1.4rem}h2{font-size:1.1rem;margin-top:2rem}
.tiles{display:flex;gap:1rem;flex-wrap:wrap}.tile{border:1px solid #d0d7de;border-radius:6px;padding:.6rem 1rem}
.tile b{display:block;font-size:1.4rem}
table{border-collapse:collapse;width:100%}
td,th{border-bottom:1px solid #eaeef2;padding:.3rem .5rem;text-align:left;vertical-align:top}
.passed{color:#1a7f37}.failed,.error{color:#cf222e}.refuted{color:#9a6700}.notApplicable,.untested{color:#6e7781}
.confirmed{color:#1a7f37}table{table-layout:fixed}td,th{overflow-wrap:anywhere}th.narrow{width:7rem}
details{border:1px solid #d0d7de;border-radius:6px;margin:.5rem 0;padding:.4rem .8rem}summary{cursor:pointer}
details.refuted{border-color:#d4a72c}.fault{background:#ffebe9;border-radius:4px;padding:0 .3rem}
pre{background:#f6f8fa;padding:.5rem;overflow:auto;white-space:pre-wrap;word-break:break-all}`;

/**
 * A JSON pointer of the bundle as a reader says it: `#/paths/~1api~1v1~1wallets/get/responses/404` is
 * `GET /api/v1/wallets › responses › 404`, so no column of the report needs a sideways scroll.
 */
export function readablePointer(at: string): string {
  const segments = at
    .replace(/^#\//, '')
    .split('/')
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'));
  if (segments[0] === 'paths' && segments.length >= 3)
    return [`${segments[2]!.toUpperCase()} ${segments[1]}`, ...segments.slice(3)].join(' › ');
  return segments.join(' › ');
}

/** Failures alike but for their case, merged: one finding, how many cases, and which. */
function merged(failures: readonly Failure[]): { failure: Failure; cases: string[] }[] {
  const found = new Map<string, { failure: Failure; cases: string[] }>();
  for (const failure of failures) {
    const key = JSON.stringify([failure.check, failure.message, failure.expected, failure.actual, failure.fault]);
    const seen = found.get(key);
    if (seen) seen.cases.push(failure.caseId);
    else found.set(key, { failure, cases: [failure.caseId] });
  }
  return [...found.values()];
}

/** One self-contained HTML file (no scripts, no external assets) a person opens in a browser. */
export function renderHtml(report: Report): string {
  const { summary, failures } = report;
  const tile = (label: string, value: string, detail: string) =>
    `<div class="tile">${html(label)}<b>${html(value)}</b>${html(detail)}</div>`;
  const { listed, passedGenerated } = grouped(report.results);
  const counted = passedGenerated.map(
    (g) => `<tr><td class="passed">passed</td><td>${html(generatedPassedText(g))}</td><td></td><td></td></tr>`,
  );
  const rows = listed
    .map((r) => {
      const failed = r.checks
        .filter((c) => c.outcome === 'failed')
        .map((c) => c.name)
        .join(', ');
      const status = r.response ? String(r.response.status) : '';
      return (
        `<tr><td class="${r.outcome}">${r.outcome}</td><td>${html(r.id)}</td><td>${html(status)}</td>` +
        `<td>${html(failed || r.reason || '')}</td></tr>`
      );
    })
    .concat(counted)
    .join('\n');
  const detailsOf = (list: Failure[], kind: 'failed' | 'refuted') =>
    merged(list)
      .map(({ failure: f, cases }) => {
        const who = cases.length === 1 ? html(f.caseId) : `${html(f.caseId)} and ${cases.length - 1} more alike`;
        const fault = f.fault ? ` <span class="fault">${html(f.fault)}</span>` : '';
        const all = cases.length > 1 ? `<p>Cases (${cases.length})</p><pre>${html(cases.join('\n'))}</pre>` : '';
        return (
          `<details class="${kind}" open><summary class="${kind}">` +
          `${who} — <b>${html(f.check)}</b>: ${html(f.message)}${fault}</summary>` +
          `<p>Expected</p><pre>${html(f.expected)}</pre><p>Actual</p><pre>${html(f.actual)}</pre>${all}` +
          `<p>Request</p><pre>${html(f.curl)}</pre></details>`
        );
      })
      .join('\n');
  const deviating = failures.filter((f) => failsRun(f, summary));
  const refuting = failures.filter((f) => !failsRun(f, summary));
  const details = detailsOf(deviating, 'failed');
  const refutations = detailsOf(refuting, 'refuted');
  const notes = (report.notes ?? []).map((note) => `<p>${html(note)}</p>`).join('\n');
  const provisional = summary.provisional
    .map(
      (p) =>
        `<tr><td class="${p.verdict}">${p.verdict}</td><td title="${html(p.at)}">${html(readablePointer(p.at))}</td>` +
        `<td>${html(p.text)}</td><td>${html(p.evidence.join('; '))}</td></tr>`,
    )
    .join('\n');
  const { checks, coverage } = summary;
  const tiles = [
    tile('Score', percent(summary.score), `${checks.passed + checks.warned} of ${checks.run} checks`),
    tile('Coverage', percent(coverage.index), `${coverage.exercised} of ${coverage.documented} documented responses`),
    tile(
      'Cases',
      `${summary.cases.passed} / ${report.results.length}`,
      `${summary.cases.failed} failed, ${summary.cases.notApplicable} not applicable, ${summary.cases.error} errors`,
    ),
    tile('Time', `${(report.durationMs / 1000).toFixed(2)} s`, `${report.requests} requests`),
  ];
  const refutedChoices =
    summary.refutedChoices === 'fail'
      ? 'This profile fails the run on them (provisional.refuted: fail).'
      : 'Reported, not failed.';
  const caseHeader =
    '<tr><th class="narrow">Outcome</th><th>Case</th><th class="narrow">Status</th>' +
    '<th>Failed checks or reason</th></tr>';
  const mockNote =
    report.target.kind === 'mock'
      ? '<p>A mock serves the spec itself: these verdicts confirm nothing about the real service.</p>'
      : '';
  const title = `Conformance of ${html(report.target.name)}`;
  const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title><style>${STYLE}</style></head>
<body>
<h1>Conformance of ${html(report.target.name)} <small>(${report.target.kind}, ${html(report.startedAt)})</small></h1>
<div class="tiles">
${tiles.join('\n')}
</div>
<h2>Deviations from the document (${deviating.length})</h2>
${details || '<p class="passed">None.</p>'}
<h2 class="refuted">Refutations of provisional choices (${refuting.length})</h2>
<p>Where the document is silent the spec made a choice; these answers chose otherwise. ${refutedChoices}</p>
${refutations || '<p class="passed">None.</p>'}
${notes ? `<h2>Notes</h2>\n${notes}` : ''}
<h2>Cases</h2>
<table><thead>${caseHeader}</thead><tbody>
${rows}
</tbody></table>
<h2>Provisional choices of the spec</h2>
${mockNote}
<table><thead><tr><th class="narrow">Verdict</th><th>Where</th><th>Choice</th><th>Refuted by</th></tr></thead><tbody>
${provisional}
</tbody></table>
</body></html>
`;
  return page;
}
