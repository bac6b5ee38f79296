/** A data-modifying statement with a RETURNING clause, its parameters numbered from $1. */
export interface Statement {
  text: string;
  params: readonly unknown[];
  /**
   * The rows it must return. Fewer means a row it guards changed since the caller read it without a lock: the whole
   * statement then fails with serialization_failure (40001, migrations/004) and writes nothing.
   */
  expectRows?: number;
  /** The WITH query's name, for a statement the others refer to (applyMoves); `s<i>` otherwise. */
  name?: string;
}

/**
 * Data-modifying statements as one, each a WITH query of a final SELECT: one round trip, and on its own (outside a
 * unit of work) one transaction. PostgreSQL runs them on one snapshot, in no set order, and checks foreign keys at
 * the end: so they may write rows that refer to each other, but none may read what another writes.
 */
export function together(statements: readonly Statement[]): Statement {
  const params: unknown[] = [];
  const parts = statements.map((statement, i) => {
    const offset = params.length;
    params.push(...statement.params);
    const text = statement.text.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`);
    return `${statement.name ?? `s${i}`} AS (${text})`;
  });
  const checks = statements.flatMap((statement, i) => {
    if (statement.expectRows === undefined) return [];
    params.push(statement.expectRows);
    const name = statement.name ?? `s${i}`;
    return [
      `CASE WHEN (SELECT count(*) FROM ${name}) <> $${params.length}::bigint ` +
        `THEN raise_moved_since_read('moved since read') END AS ${name}`,
    ];
  });
  return { text: `WITH ${parts.join(',\n')} SELECT ${checks.length > 0 ? checks.join(', ') : 'true'}`, params };
}
