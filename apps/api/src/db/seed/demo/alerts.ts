import { alertBarangays, alerts } from '../../schema/index.ts';
import { barangayNamed, type DemoContext } from './context.ts';
import { DAY_MS, HOUR_MS } from './dates.ts';

/** Alerts the demo admin sent to barangays with rising or spiking cases. */
const ALERTS: readonly { daysAgo: number; barangays: string[]; messages: string[] }[] = [
  {
    daysAgo: 25,
    barangays: ['Culiat', 'Tandang Sora'],
    messages: ['Rainy season reminder: check your home for containers that hold water at least once a week.'],
  },
  {
    daysAgo: 12,
    barangays: ['Commonwealth', 'Holy Spirit', 'Bagong Silangan'],
    messages: [
      'Dengue cases are rising in your barangay. Remove standing water around your home this weekend.',
      'Cover water drums and pails, and turn over unused containers, tyres and flower-pot plates.',
    ],
  },
  {
    daysAgo: 5,
    barangays: ['Batasan Hills', 'Payatas'],
    messages: [
      'Fogging is scheduled in your area. Please keep windows open and cover food and drinking water during the operation.',
    ],
  },
  {
    daysAgo: 1,
    barangays: ['Tatalon', 'Bagbag', 'Batasan Hills'],
    messages: [
      'More dengue cases than usual were reported in your barangay last week. Search and destroy breeding sites today.',
      'If you have fever for 2 days or more, go to the nearest health center early. Do not self-medicate.',
    ],
  },
];

export async function seedAlerts(ctx: DemoContext): Promise<number> {
  for (const spec of ALERTS) {
    const createdAt = new Date(ctx.now.getTime() - spec.daysAgo * DAY_MS - ctx.rng.int(1, 8) * HOUR_MS);
    const [alert] = await ctx.tx
      .insert(alerts)
      .values({ senderId: ctx.admin.id, title: 'Dengue alert', messages: spec.messages, createdAt })
      .returning({ id: alerts.id });
    if (!alert) throw new Error('Demo seed: an alert was not created');
    await ctx.tx
      .insert(alertBarangays)
      .values(spec.barangays.map((name) => ({ alertId: alert.id, barangayId: barangayNamed(ctx, name).id })));
  }
  return ALERTS.length;
}
