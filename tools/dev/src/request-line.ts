/**
 * A line about one request: Prism's tagged lines, and the sandbox's JSON log lines of a request below error level
 * (a 5xx's line is printed: something is broken).
 */
export const isRequestLine = (line: string) =>
  /^\[(HTTP SERVER|NEGOTIATOR|VALIDATOR|ROUTER)\]/.test(line) ||
  (line.startsWith('{') && line.includes('"reqId"') && !/"level":(5|6)\d/.test(line));
