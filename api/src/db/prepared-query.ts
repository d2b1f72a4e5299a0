import type { Db } from './client.ts';

/**
 * A query of the busiest calls, built once per database handle and prepared under `name`: drizzle turns
 * the query into SQL once instead of on every call (a quarter of the API's time on the write path went to
 * rebuilding the same SQL), and PostgreSQL parses and plans it once per connection. Its values are
 * `sql.placeholder(…)`s, given to `execute`. Runs outside any transaction: it is bound to the handle it
 * was built on, so a step inside `withTransaction` keeps its ordinary query.
 */
export function preparedQuery<Q>(name: string, build: (db: Db, name: string) => Q): (db: Db) => Q {
  const built = new WeakMap<Db, Q>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db, name);
      built.set(db, query);
    }
    return query;
  };
}
