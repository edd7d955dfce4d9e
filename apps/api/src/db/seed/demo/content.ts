import { randomUUID } from 'node:crypto';
import type { PostCategory } from '@dengue/core';
import { adminPostImages, adminPosts, adminPostVotes, comments } from '../../schema/index.ts';
import { activeResidents, type DemoContext, instantBetween } from './context.ts';
import { DAY_MS, HOUR_MS } from './dates.ts';
import { mapLimit, storeDrawing } from './photos.ts';
import { postBannerSvg } from './scenes.ts';

interface PostSpec {
  category: PostCategory;
  title: string;
  content: string;
  daysAgo: number;
  archived?: boolean;
}

const LABELS: Record<PostCategory, string> = {
  news: 'News Update',
  tip: 'Prevention Tip',
  announcement: 'Official Announcement',
};

// Guidance follows the Department of Health's 4S campaign; no figures are presented as official counts.
const POSTS: readonly PostSpec[] = [
  {
    category: 'news',
    title: 'Barangays join the city-wide search and destroy weekend',
    daysAgo: 6,
    content:
      'Barangay health workers, tanods and volunteers in several districts went house to house last weekend to look for containers that collect rainwater. Old tyres, uncovered drums, flower-pot plates and clogged gutters were the most common finds. The Epidemiology and Surveillance Division thanks every household that opened its yard to the teams. Reports sent through Dengue Watch helped the teams decide which streets to visit first.',
  },
  {
    category: 'news',
    title: 'Ovicidal-larvicidal traps set up in barangays with rising cases',
    daysAgo: 19,
    content:
      'Entomology teams have started placing ovicidal-larvicidal (OL) traps in households of barangays where cases are going up. The traps attract female Aedes mosquitoes to lay eggs in a solution that kills the eggs and larvae. Please do not move or empty a trap placed in your home: health workers will check and refill it every week.',
  },
  {
    category: 'news',
    title: 'Health centers extend consultation hours during the rainy season',
    daysAgo: 52,
    archived: true,
    content:
      'Selected health centers opened longer consultation hours during the peak of the rainy season so that residents with fever can be checked early. Ask your barangay health center for its current schedule.',
  },
  {
    category: 'tip',
    title: 'Taob, taktak, tuyo, takip: the 4T habit',
    daysAgo: 10,
    content:
      'Once a week, do the 4T around your home: TAOB (turn over) unused containers, TAKTAK (tap out) water from pails and basins, TUYO (dry) the plates under flower pots and the corners where water collects, and TAKIP (cover) water drums and tanks. Aedes mosquitoes lay eggs in clean, still water, and the eggs can become adult mosquitoes in about a week.',
  },
  {
    category: 'tip',
    title: 'Know the warning signs of severe dengue',
    daysAgo: 27,
    content:
      'Go to the nearest hospital at once if someone with dengue has severe stomach pain, persistent vomiting, bleeding from the gums or nose, blood in vomit or stool, difficulty breathing, or is very tired or restless. These signs often appear when the fever goes down, around the third to seventh day of illness. Drink plenty of fluids and avoid pain relievers like ibuprofen and aspirin unless a doctor prescribes them.',
  },
  {
    category: 'tip',
    title: 'Protect yourself from day-biting mosquitoes',
    daysAgo: 41,
    content:
      'The mosquitoes that carry dengue bite mostly in the early morning and late afternoon. Wear long sleeves and pants when you can, use insect repellent as the label directs, and put screens on windows and doors. Children napping during the day should sleep under a mosquito net.',
  },
  {
    category: 'announcement',
    title: 'Fogging schedule in barangays with rising cases',
    daysAgo: 3,
    content:
      'The City Health Department will carry out targeted fogging in barangays where the surveillance shows rising dengue cases. Teams work early in the morning. Please keep windows open, cover food and drinking water, and keep children and pets indoors while the team passes. Fogging kills adult mosquitoes only: removing breeding sites is still the most effective protection. To see where teams are going, open the Mapping page and choose Show Interventions.',
  },
  {
    category: 'announcement',
    title: 'Report breeding sites with Dengue Watch',
    daysAgo: 33,
    content:
      'Residents can now report possible mosquito breeding sites through Dengue Watch. Take a clear photo, pin the location, and describe what you saw. The Epidemiology and Surveillance Division reviews each report and forwards validated sites to the barangay for action. Reports can be made anonymously.',
  },
];

const ANNOUNCEMENT_COMMENTS = [
  'Salamat po sa abiso! Ano pong oras dadaan sa amin?',
  'Sana po maisama ang Purok 5 sa fogging.',
  'Nag-report na po ako gamit ang app, ang bilis ma-validate.',
  'Thank you QC Health! Sharing this with our HOA group chat.',
  'Paano po malalaman kung validated na ang report ko?',
];

export async function seedPosts(ctx: DemoContext): Promise<number> {
  const residents = activeResidents(ctx);
  const planned = POSTS.map((spec) => {
    const publishDate = new Date(ctx.now.getTime() - spec.daysAgo * DAY_MS - ctx.rng.int(1, 10) * HOUR_MS);
    return {
      spec,
      id: randomUUID(),
      publishDate,
      svg: postBannerSvg(spec.category, LABELS[spec.category], spec.title, ctx.rng),
    };
  });
  const votes: (typeof adminPostVotes.$inferInsert)[] = [];
  const commentRows: (typeof comments.$inferInsert)[] = [];
  const counts = new Map<string, { up: number; down: number; comments: number }>();
  for (const post of planned) {
    const tally = { up: 0, down: 0, comments: 0 };
    counts.set(post.id, tally);
    if (post.spec.category !== 'announcement') continue;
    for (const voter of residents) {
      if (!ctx.rng.chance(0.6)) continue;
      const direction = ctx.rng.chance(0.92) ? 'up' : 'down';
      votes.push({
        postId: post.id,
        accountId: voter.id,
        direction,
        createdAt: instantBetween(ctx, post.publishDate, ctx.now),
      });
      tally[direction]++;
    }
    const commenters = ctx.rng.sample(residents, ctx.rng.int(2, 3));
    ctx.rng.sample(ANNOUNCEMENT_COMMENTS, commenters.length).forEach((content, i) => {
      const author = commenters[i];
      if (!author) return;
      commentRows.push({
        authorId: author.id,
        postId: post.id,
        content,
        createdAt: instantBetween(ctx, post.publishDate, ctx.now),
      });
      tally.comments++;
    });
  }

  const images = await mapLimit(planned, 4, (post) => storeDrawing(ctx, post.svg, 'posts'));
  await ctx.tx.insert(adminPosts).values(
    planned.map((post) => {
      const tally = counts.get(post.id) ?? { up: 0, down: 0, comments: 0 };
      const archivedAt = post.spec.archived ? new Date(post.publishDate.getTime() + 30 * DAY_MS) : null;
      return {
        id: post.id,
        authorId: ctx.admin.id,
        title: post.spec.title,
        content: post.spec.content,
        category: post.spec.category,
        status: post.spec.archived ? ('archived' as const) : ('active' as const),
        publishDate: post.publishDate,
        upvoteCount: tally.up,
        downvoteCount: tally.down,
        commentCount: tally.comments,
        archivedAt,
        createdAt: post.publishDate,
        updatedAt: archivedAt ?? post.publishDate,
      };
    }),
  );
  await ctx.tx.insert(adminPostImages).values(
    planned.map((post, i) => {
      const image = images[i];
      if (!image) throw new Error('Demo seed: a post image was not stored');
      return { ...image, postId: post.id, position: 0, createdAt: post.publishDate };
    }),
  );
  if (votes.length > 0) await ctx.tx.insert(adminPostVotes).values(votes);
  if (commentRows.length > 0) await ctx.tx.insert(comments).values(commentRows);
  return planned.length;
}
