import { SAMPLE_ARTICLES } from '@dengue/core';
import type { Db } from '../client.ts';
import { adminPosts, appSettings } from '../schema/index.ts';

/**
 * Publishes the four built-in BuzzLine articles once. A marker row remembers that it was done, so an
 * admin who archives or deletes them does not see them come back at the next start.
 */
export async function seedSampleArticles(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const marked = await tx
      .insert(appSettings)
      .values({ key: 'sample_articles_seeded', value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning();
    if (marked.length === 0) return false;
    await tx.insert(adminPosts).values(
      SAMPLE_ARTICLES.map((a) => ({
        title: a.title,
        content: a.content,
        category: a.category,
        status: 'active' as const,
        publishDate: new Date(a.publishDate),
      })),
    );
    return true;
  });
}
