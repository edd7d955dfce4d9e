import { comments, notifications, reportVotes } from '../../schema/index.ts';
import { activeResidents, type DemoContext, instantBetween } from './context.ts';
import { HOUR_MS } from './dates.ts';
import { REPORT_COMMENTS } from './report-texts.ts';
import type { PlannedReport } from './reports.ts';

type VoteRow = typeof reportVotes.$inferInsert;
type CommentRow = typeof comments.$inferInsert;
type NotificationRow = typeof notifications.$inferInsert;

/** The resident who receives the "your report was validated" notifications. */
export const NOTIFIED_RESIDENT = 'maria.santos';

/**
 * Votes and comments by residents on validated reports (the only ones the feed shows), drawn first so the
 * counters on the report rows are written equal to the rows inserted afterwards.
 */
export function seedReportEngagement(ctx: DemoContext, plans: readonly PlannedReport[]) {
  const votes: VoteRow[] = [];
  const commentRows: CommentRow[] = [];
  const counts = new Map<string, { up: number; down: number; comments: number }>();
  const residents = activeResidents(ctx);

  for (const plan of plans) {
    const tally = { up: 0, down: 0, comments: 0 };
    counts.set(plan.id, tally);
    if (plan.spec.status !== 'Validated' || !plan.statusChangedAt) continue;
    const others = residents.filter((r) => r.id !== plan.author.id);
    for (const voter of others) {
      if (!ctx.rng.chance(0.5)) continue;
      const direction = ctx.rng.chance(0.88) ? 'up' : 'down';
      votes.push({
        reportId: plan.id,
        accountId: voter.id,
        direction,
        createdAt: instantBetween(ctx, plan.statusChangedAt, ctx.now),
      });
      if (direction === 'up') tally.up++;
      else tally.down++;
    }
    const count = ctx.rng.pick([0, 0, 1, 1, 2, 3]);
    const texts = ctx.rng.sample(REPORT_COMMENTS, count);
    const commenters = ctx.rng.sample(others, count);
    texts.forEach((content, i) => {
      const author = commenters[i];
      if (!author) return;
      commentRows.push({
        authorId: author.id,
        reportId: plan.id,
        content,
        createdAt: instantBetween(ctx, plan.statusChangedAt ?? plan.createdAt, ctx.now),
      });
      tally.comments++;
    });
  }

  const notificationRows = validatedNotifications(ctx, plans);

  return {
    countsFor: (id: string) => counts.get(id) ?? { up: 0, down: 0, comments: 0 },
    async insert() {
      if (votes.length > 0) await ctx.tx.insert(reportVotes).values(votes);
      if (commentRows.length > 0) await ctx.tx.insert(comments).values(commentRows);
      if (notificationRows.length > 0) await ctx.tx.insert(notifications).values(notificationRows);
    },
  };
}

/** Two notifications for one resident: their two newest validated reports, the older one already read. */
function validatedNotifications(ctx: DemoContext, plans: readonly PlannedReport[]): NotificationRow[] {
  const validated = plans
    .filter(
      (p) => p.author.username === NOTIFIED_RESIDENT && p.spec.status === 'Validated' && p.statusChangedAt,
    )
    .sort((a, b) => (b.statusChangedAt?.getTime() ?? 0) - (a.statusChangedAt?.getTime() ?? 0))
    .slice(0, 2);
  return validated.map((plan, i) => {
    const createdAt = plan.statusChangedAt ?? plan.createdAt;
    return {
      accountId: plan.author.id,
      kind: 'report_validated',
      message: `Your report in ${plan.spec.barangay} was validated. Thank you for helping keep Quezon City dengue-free!`,
      reportId: plan.id,
      readAt: i === 1 ? new Date(Math.min(createdAt.getTime() + 3 * HOUR_MS, ctx.now.getTime())) : null,
      createdAt,
    };
  });
}
