import { evaluate, type Scope } from './expressions.js';

const OPERATORS = ['==', '!=', '<=', '>=', '<', '>'] as const;

/** A side of a simple condition: a runtime expression, or a literal (a quoted string, a number, true, false, null). */
function side(text: string, scope: Scope): unknown {
  const value = text.trim();
  if (value.startsWith('$')) return evaluate(value, scope);
  if (/^'.*'$/.test(value)) return value.slice(1, -1).replaceAll("''", "'");
  if (value === 'true' || value === 'false') return value === 'true';
  if (value === 'null') return null;
  if (/^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  throw new Error(`cannot read ${value} in a condition`);
}

/**
 * An Arazzo simple condition (`$statusCode == 200`, `$response.body#/data/id == $steps.debit.outputs.id`), true or
 * false.
 */
export function holds(condition: string, scope: Scope): boolean {
  const operator = OPERATORS.find((op) => condition.includes(` ${op} `));
  if (!operator) throw new Error(`the condition ${condition} is not a comparison this runner reads`);
  const [left, right] = condition.split(` ${operator} `) as [string, string];
  const [a, b] = [side(left, scope), side(right, scope)];
  switch (operator) {
    case '==':
      return Object.is(a, b) || (a !== undefined && b !== undefined && JSON.stringify(a) === JSON.stringify(b));
    case '!=':
      return !(Object.is(a, b) || JSON.stringify(a) === JSON.stringify(b));
    default: {
      const [x, y] = [Number(a), Number(b)];
      return operator === '<' ? x < y : operator === '<=' ? x <= y : operator === '>' ? x > y : x >= y;
    }
  }
}
