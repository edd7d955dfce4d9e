/**
 * The drizzle handles of embedded (PGlite) databases. PGlite is one session inside the server: while a
 * transaction runs, every other statement waits for it, so code that can answer from what it already holds
 * asks here whether waiting is the only way.
 */
const embedded = new WeakSet<object>();

export const markEmbedded = (db: object): void => {
  embedded.add(db);
};

export const isEmbedded = (db: object): boolean => embedded.has(db);
