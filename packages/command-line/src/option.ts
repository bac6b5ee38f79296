// A command line written once: one table of options, from which argv is parsed (parse.ts), `--help` printed (help.ts)
// and a README's tables written (markdown.ts), so none of them can say something the others do not.

export interface Option<Command extends string = string> {
  /** `string` options take a value (`--port 4001` or `--port=4001`); `boolean` ones take none. */
  type: 'string' | 'boolean';
  short?: string;
  /** Each use adds a value (`--only a --only b`); parsed as a list. */
  multiple?: boolean;
  /** The environment variable the option also comes from; the flag wins. */
  env?: string;
  /** The value when neither the flag nor its variable is given. */
  default?: string;
  /** What --help and the README write after the flag: `<n>`, `<url>`. */
  placeholder?: string;
  description: string;
  /** The commands that take it; every command when left out. */
  commands?: readonly Command[];
}

/** The options of a command line by long name, in the order --help and the README list them. */
export type OptionTable<Command extends string = string> = Readonly<Record<string, Option<Command>>>;

/** What one option holds once parsed: a flag true or false, a repeatable option a list, otherwise its text. */
export type ValueOf<O extends Option> = O['type'] extends 'boolean'
  ? boolean
  : O extends { multiple: true }
    ? string[]
    : O extends { default: string }
      ? string
      : string | undefined;

/** What a table's options hold once parsed, by name. */
export type Values<Table extends OptionTable> = { -readonly [Name in keyof Table]: ValueOf<Table[Name]> };

/** A command's exit codes and what each means, for --help and the README. */
export type ExitCodes = readonly (readonly [code: number, meaning: string])[];
