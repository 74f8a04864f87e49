/** Rows per INSERT statement: well under both databases' limits on bound parameters. */
export const ROWS_PER_STATEMENT = 200;

/**
 * Adds counts to rows keyed by `keys`, inserting the rows that do not exist yet, in one statement:
 * `INSERT … ON CONFLICT DO UPDATE SET n = n + excluded.n` on SQLite, `INSERT … ON DUPLICATE KEY UPDATE
 * n = n + VALUES(n)` on MySQL/MariaDB. A statement is atomic (all its rows or none), and several
 * instances adding their own counts to the same row add up: nothing is lost.
 */
export async function additiveUpsert(
  db: { query(sql: string, params: unknown[]): Promise<unknown> },
  mysql: boolean,
  table: string,
  keys: readonly string[],
  counts: readonly string[],
  rows: readonly (readonly (string | number)[])[],
): Promise<void> {
  if (!rows.length) return;
  const cols = [...keys, ...counts];
  const tuple = `(${cols.map(() => '?').join(', ')})`;
  const update = mysql
    ? `ON DUPLICATE KEY UPDATE ${counts.map((c) => `${c} = ${c} + VALUES(${c})`).join(', ')}`
    : `ON CONFLICT (${keys.join(', ')}) DO UPDATE SET ${counts.map((c) => `${c} = ${c} + excluded.${c}`).join(', ')}`;
  await db.query(`INSERT INTO ${table} (${cols.join(', ')}) VALUES ${rows.map(() => tuple).join(', ')} ${update}`, rows.flat());
}
