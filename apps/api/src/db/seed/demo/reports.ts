import { randomUUID } from 'node:crypto';
import { haversineMeters, MAP_DEFAULTS, manilaDateOf, manilaTimeOf } from '@dengue/core';
import { clusters, reportImages, reports } from '../../schema/index.ts';
import { activeResidents, barangayNamed, type DemoAccount, type DemoContext } from './context.ts';
import { DAY_MS, HOUR_MS, later, MINUTE_MS } from './dates.ts';
import { seedReportEngagement } from './engagement.ts';
import { mapLimit, storeDrawing } from './photos.ts';
import { isInside, offsetMeters, pointInside } from './places.ts';
import { anonymousIdFrom, REPORT_SPECS, type ReportSpec } from './report-texts.ts';
import { reportPhotoSvg } from './scenes.ts';

export interface PlannedReport {
  id: string;
  spec: ReportSpec;
  barangayId: string;
  author: DemoAccount;
  point: [number, number];
  observedAt: Date;
  createdAt: Date;
  statusChangedAt: Date | null;
}

/** Days ago the site was seen, by status: the admin queue holds the newest, decisions follow within days. */
function observedDaysAgo(ctx: DemoContext, spec: ReportSpec): number {
  if (spec.recent) return ctx.rng.between(0.05, 1.6);
  if (spec.cluster) return ctx.rng.between(4, 12);
  if (spec.status === 'Pending') return ctx.rng.between(2, 6);
  if (spec.status === 'Rejected') return ctx.rng.between(4, 50);
  return ctx.rng.between(2, 60);
}

/** Three points a few metres apart inside the barangay; the cluster's centre and radius follow from them. */
function clusterPoints(ctx: DemoContext, barangayName: string, count: number) {
  const barangay = barangayNamed(ctx, barangayName);
  for (let attempt = 0; attempt < 50; attempt++) {
    const anchor = pointInside(barangay, ctx.rng, 250);
    const points = Array.from({ length: count }, () => {
      const angle = ctx.rng.between(0, 2 * Math.PI);
      const distance = ctx.rng.between(3, 14);
      return offsetMeters(anchor, Math.cos(angle) * distance, Math.sin(angle) * distance);
    });
    if (!points.every((p) => isInside(barangay, p))) continue;
    const center: [number, number] = [
      points.reduce((s, p) => s + p[0], 0) / count,
      points.reduce((s, p) => s + p[1], 0) / count,
    ];
    const farthest = Math.max(...points.map((p) => haversineMeters(center, p)));
    const radius = Math.max(farthest + MAP_DEFAULTS.clusterMarginMeters, MAP_DEFAULTS.clusterMinRadiusMeters);
    return { barangay, points, center, radius };
  }
  throw new Error(`Demo seed: no cluster site found in ${barangayName}`);
}

type ClusterSite = ReturnType<typeof clusterPoints>;

function planReports(ctx: DemoContext): { plans: PlannedReport[]; site: ClusterSite } {
  const authors = activeResidents(ctx);
  const byUsername = new Map(ctx.residents.map((r) => [r.username, r]));
  const clusterSpecs = REPORT_SPECS.filter((s) => s.cluster);
  const site = clusterPoints(ctx, clusterSpecs[0]?.barangay ?? 'Batasan Hills', clusterSpecs.length);
  let clusterIndex = 0;
  const plans = REPORT_SPECS.map((spec) => {
    const barangay = barangayNamed(ctx, spec.barangay);
    const author = (spec.author && byUsername.get(spec.author)) || ctx.rng.pick(authors);
    const point = spec.cluster
      ? (site.points[clusterIndex++] ?? site.center)
      : pointInside(barangay, ctx.rng, 300);
    const observedAt = new Date(ctx.now.getTime() - observedDaysAgo(ctx, spec) * DAY_MS);
    const createdAt = later(
      observedAt,
      ctx.rng.int(5, 240) * MINUTE_MS,
      new Date(ctx.now.getTime() - MINUTE_MS),
    );
    const statusChangedAt =
      spec.status === 'Pending'
        ? null
        : later(createdAt, ctx.rng.between(1, 40) * HOUR_MS, new Date(ctx.now.getTime() - 5 * MINUTE_MS));
    return {
      id: randomUUID(),
      spec,
      barangayId: barangay.id,
      author,
      point,
      observedAt,
      createdAt,
      statusChangedAt,
    };
  });
  return { plans, site };
}

export async function seedReports(ctx: DemoContext): Promise<{ reports: number; images: number }> {
  const { plans, site } = planReports(ctx);
  // Drawings are decided here, in order, so the generator's sequence does not depend on rendering speed.
  const drawings = plans.flatMap((plan) =>
    Array.from({ length: ctx.rng.int(1, 3) }, (_, position) => ({
      plan,
      position,
      svg: reportPhotoSvg(
        plan.spec.type,
        `Brgy. ${plan.spec.barangay} · ${manilaDateOf(plan.observedAt)} ${manilaTimeOf(plan.observedAt)}`,
        ctx.rng,
      ),
    })),
  );
  const stored = await mapLimit(drawings, 6, (d) => storeDrawing(ctx, d.svg, 'reports'));

  const clusterId = randomUUID();
  const members = plans.filter((p) => p.spec.cluster);
  if (members.length > 0) {
    const formedAt = new Date(Math.max(...members.map((m) => (m.statusChangedAt ?? m.createdAt).getTime())));
    await ctx.tx.insert(clusters).values({
      id: clusterId,
      barangayId: members[0]?.barangayId,
      centerLng: site.center[0],
      centerLat: site.center[1],
      radiusMeters: Math.round(site.radius * 10) / 10,
      reportCount: members.length,
      createdAt: formedAt,
      updatedAt: formedAt,
    });
  }

  const engagement = seedReportEngagement(ctx, plans);
  await ctx.tx.insert(reports).values(
    plans.map((p) => {
      const counts = engagement.countsFor(p.id);
      return {
        id: p.id,
        authorId: p.author.id,
        isAnonymous: p.spec.anonymous ?? false,
        anonymousId: p.spec.anonymous ? anonymousIdFrom(() => ctx.rng.next()) : null,
        barangayId: p.barangayId,
        lng: p.point[0],
        lat: p.point[1],
        observedAt: p.observedAt,
        reportType: p.spec.type,
        description: p.spec.description,
        status: p.spec.status,
        statusChangedAt: p.statusChangedAt,
        statusChangedBy: p.statusChangedAt ? ctx.admin.id : null,
        clusterId: p.spec.cluster ? clusterId : null,
        upvoteCount: counts.up,
        downvoteCount: counts.down,
        commentCount: counts.comments,
        createdAt: p.createdAt,
        updatedAt: p.statusChangedAt ?? p.createdAt,
      };
    }),
  );
  await ctx.tx.insert(reportImages).values(
    drawings.map((d, i) => {
      const image = stored[i];
      if (!image) throw new Error('Demo seed: a report photo was not stored');
      return { ...image, reportId: d.plan.id, position: d.position, createdAt: d.plan.createdAt };
    }),
  );
  await engagement.insert();
  return { reports: plans.length, images: drawings.length };
}
