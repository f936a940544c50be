/** Largest id a PostgreSQL `int` column holds. */
const MAX_INT_ID = 2_147_483_647;

/** Ids are `int` columns: a larger id is well formed but names nothing (404, not a 500). */
export const fitsIdColumn = (id: number): boolean => id <= MAX_INT_ID;
