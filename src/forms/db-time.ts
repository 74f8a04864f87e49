/** A UTC timestamp as the text both SQLite and MySQL compare correctly in a WHERE clause. */
export const dbTime = (d: Date): string => d.toISOString().replace('T', ' ').replace('Z', '');
