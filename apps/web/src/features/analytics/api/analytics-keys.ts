/**
 * Every query of the Analytics screen sits under one key, so a finished import refreshes the whole page
 * (admin section 2: closing the success dialog reloads the page) with one invalidation.
 */
export const ANALYTICS_KEY = ['analytics'] as const;
