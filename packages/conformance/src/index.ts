/** The library entry: run a conformance suite from code, judge observed traffic, and render either report. */
export { main } from './cli/main.js';
export { USAGE } from './cli/usage.js';
export type { Case, CaseResult, CheckName, CheckResult, TargetKind } from './core/model.js';
export { ConfigError, checkProfile, readProfileFile, resolveProfile, type ProfileOverrides } from './profile/load.js';
export type { MatchMode, Profile } from './profile/profile.js';
export type { Report } from './report/report.gen.js';
export { toReport } from './report/to-report.js';
export { REPORTERS, type ReporterName } from './reporters/index.js';
export { run, type RunOptions, type RunReport } from './run/runner.js';
export type { Summary } from './run/summary.js';
export { TargetError } from './run/target.js';
export type { ObservedExchange } from './traffic/exchange.js';
export { readHar } from './traffic/har.js';
export { ANNOTATION_HEADER, startProxy, type ProxyOptions, type RunningProxy } from './traffic/proxy.js';
export { Traffic } from './traffic/traffic.js';
