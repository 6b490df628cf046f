import { type RawBuilder, sql } from 'kysely';

/** Escapes LIKE wildcards so a user's `%` or `_` matches literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Case- and accent-insensitive matching of a name column against what the user typed
 * (`f_unaccent` of migration 0002; the trigram indexes cover `contains`). `column` is the raw
 * column, or with `stored` a column that holds the normalized text already.
 */
export function nameSearch(column: string, q: string, { stored = false } = {}) {
  // `stored`: the column already holds f_unaccent(lower(…)) (e.g. hotels.name_key, migration 0009).
  const name = stored ? sql`${sql.ref(column)}` : sql`f_unaccent(lower(${sql.ref(column)}))`;
  const typed = sql`f_unaccent(lower(${escapeLike(q)}))`;
  return {
    /** The normalized name, for ordering. */
    sortKey: name as RawBuilder<string>,
    contains: sql<boolean>`${name} like '%' || ${typed} || '%'`,
    /** 0: the name starts with the text; 1: a word of it does; 2: it is inside. */
    rank: sql<number>`case when ${name} like ${typed} || '%' then 0 when ${name} like '%' || ' ' || ${typed} || '%' then 1 else 2 end`,
  };
}
