/** A failure to open the database, with one line a person can act on. */
export class DatabaseOpenError extends Error {}
