/**
 * LIKE patterns built from user input. Every LIKE of the app declares `ESCAPE '!'`: '!' escapes the
 * wildcards the same way on SQLite and MySQL (a backslash does not).
 */
export const LIKE_ESCAPE = "ESCAPE '!'";

/** The input with LIKE's wildcards (% and _) and the escape character itself escaped. */
export const escapeLike = (s: string): string => s.replace(/[!%_]/g, (c) => `!${c}`);

/** A "contains" pattern for `LIKE :p ESCAPE '!'`. */
export const containsPattern = (s: string): string => `%${escapeLike(s)}%`;
