export {
  columns,
  detail,
  exitCodeRows,
  flag,
  help,
  type HelpSettings,
  type Note,
  optionRows,
  type OptionRowsSettings,
  variableRows,
  WIDTH,
  wrap,
} from './help.js';
export type { ExitCodes, Option, OptionTable, ValueOf, Values } from './option.js';
export {
  type CommandLine,
  checkOptionsOf,
  type Environment,
  type ParseSettings,
  parseCommandLine,
  portNumber,
  UsageError,
  variable,
} from './parse.js';
export {
  type Column,
  code,
  exitCodeTable,
  listItem,
  markdownTable,
  optionTable,
  type OptionTableSettings,
  withTable,
  withTables,
} from './markdown.js';
export { type ReadmeUpdate, updateReadme } from './readme.js';
