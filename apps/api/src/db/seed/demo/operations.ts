import type { InterventionType } from '@dengue/core';
import { addDays, manilaInstant } from '@dengue/core';
import { interventions } from '../../schema/index.ts';
import { barangayNamed, type DemoContext } from './context.ts';
import { DAY_MS, HOUR_MS } from './dates.ts';
import { EFFECT_SCENES, sceneDate } from './effect-scenes.ts';
import { pointInside } from './places.ts';

interface InterventionSpec {
  barangay: string;
  type: InterventionType;
  /** Days from today (negative: past). 0 is today, which makes it Ongoing. */
  day: number;
  time: string;
  personnel: string;
  description: string;
  archived?: boolean;
}

const INTERVENTIONS: readonly InterventionSpec[] = [
  {
    barangay: 'Culiat',
    type: 'Fogging',
    day: -80,
    time: '05:30',
    archived: true,
    personnel: 'QC ESD Vector Control Team B; Brgy. Culiat BHERT',
    description:
      'Space spraying of the residential blocks around the public market after a case cluster. Residents were asked to keep doors open and cover food and water containers.',
  },
  {
    barangay: 'Tatalon',
    type: 'Education Campaign',
    day: -45,
    time: '09:00',
    personnel: 'Sanitary Inspector R. Dizon; Barangay Health Workers of Tatalon',
    description:
      'House-to-house 4S orientation (search and destroy, self-protection, seek early consultation, support fogging in outbreaks) along the riverbank puroks.',
  },
  {
    barangay: 'Payatas',
    type: 'Clean-up Drive',
    day: -35,
    time: '07:00',
    personnel: 'Brgy. Payatas Kagawad on Health; 40 volunteers; Department of Sanitation and Cleanup Works',
    description:
      'Removal of discarded tyres and containers from vacant lots and creek banks; 3 truckloads of waste hauled.',
  },
  {
    barangay: 'Batasan Hills',
    type: 'Fogging',
    day: -20,
    time: '05:30',
    personnel: 'QC ESD Vector Control Team A',
    description:
      'Targeted fogging within a 200-metre radius of the reported cases near the covered court, done early in the morning when Aedes mosquitoes are active.',
  },
  {
    barangay: 'Commonwealth',
    type: 'Ovicidal-Larvicidal Trapping',
    day: -14,
    time: '08:00',
    personnel: 'QC ESD Entomology Unit; Barangay Health Workers of Commonwealth',
    description:
      'Set up ovicidal-larvicidal traps in 60 households along the service road; traps to be checked and refilled weekly.',
  },
  {
    barangay: 'Holy Spirit',
    type: 'Clean-up Drive',
    day: 0,
    time: '07:00',
    personnel: 'Brgy. Holy Spirit Council; SK volunteers',
    description:
      'Barangay-wide search and destroy: overturning containers, covering drums and clearing roof gutters, street by street.',
  },
  {
    barangay: 'Bagong Silangan',
    type: 'Ovicidal-Larvicidal Trapping',
    day: 0,
    time: '08:30',
    personnel: 'QC ESD Entomology Unit',
    description:
      'Installing OL traps in the puroks near the creek where reports of stagnant water were validated.',
  },
  {
    barangay: 'Pasong Tamo',
    type: 'Education Campaign',
    day: 0,
    time: '09:00',
    personnel: 'District Health Office; school nurses',
    description:
      'Dengue awareness talks in the elementary and high school: early warning signs and when to go to the health center.',
  },
  {
    barangay: 'Payatas',
    type: 'Fogging',
    day: 2,
    time: '05:30',
    personnel: 'QC ESD Vector Control Team B',
    description:
      'Scheduled fogging of the puroks with rising cases. Residents will be informed by the barangay the evening before.',
  },
  {
    barangay: 'Bagbag',
    type: 'Clean-up Drive',
    day: 4,
    time: '07:00',
    personnel: 'Brgy. Bagbag Council; Department of Sanitation and Cleanup Works',
    description:
      'Clean-up of the vacant lots by the cemetery road and removal of abandoned tyres and bancas.',
  },
  {
    barangay: 'Commonwealth',
    type: 'Education Campaign',
    day: 6,
    time: '14:00',
    personnel: 'QC ESD; Barangay Health Workers of Commonwealth',
    description:
      'Community assembly at the covered court on the 4S strategy, with a demonstration of container covering.',
  },
  {
    barangay: 'Tatalon',
    type: 'Ovicidal-Larvicidal Trapping',
    day: 9,
    time: '08:00',
    personnel: 'QC ESD Entomology Unit',
    description: 'Deployment of OL traps in households along the river after the recent spike in cases.',
  },
];

export async function seedInterventions(ctx: DemoContext): Promise<number> {
  const rows = INTERVENTIONS.map((spec) => {
    const barangay = barangayNamed(ctx, spec.barangay);
    const [lng, lat] = pointInside(barangay, ctx.rng, 200);
    let date = manilaInstant(addDays(ctx.today, spec.day), spec.time);
    // An Ongoing intervention has started: never later than now, never before today's midnight.
    if (spec.day === 0 && date > ctx.now)
      date = new Date(Math.max(manilaInstant(ctx.today).getTime(), ctx.now.getTime() - HOUR_MS));
    const status = spec.day < 0 ? 'Complete' : spec.day === 0 ? 'Ongoing' : 'Scheduled';
    const createdAt = new Date(Math.min(date.getTime(), ctx.now.getTime()) - ctx.rng.int(2, 10) * DAY_MS);
    const completedAt = status === 'Complete' ? new Date(date.getTime() + ctx.rng.int(3, 8) * HOUR_MS) : null;
    return {
      barangayId: barangay.id,
      address: `${barangay.name}, Quezon City, Metro Manila`,
      interventionType: spec.type,
      personnel: spec.personnel,
      date,
      status,
      archivedAt: spec.archived && completedAt ? new Date(completedAt.getTime() + 14 * DAY_MS) : null,
      lng,
      lat,
      description: spec.description,
      completedAt,
      createdBy: ctx.admin.id,
      createdAt,
      updatedAt: completedAt ?? createdAt,
    } as const;
  });
  const scenes = EFFECT_SCENES.map((scene) => {
    const barangay = barangayNamed(ctx, scene.barangay);
    const [lng, lat] = pointInside(barangay, ctx.rng, 200);
    const date = sceneDate(scene, ctx.today);
    const completedAt = new Date(date.getTime() + 6 * HOUR_MS);
    return {
      barangayId: barangay.id,
      address: `${barangay.name}, Quezon City, Metro Manila`,
      interventionType: scene.type,
      personnel: scene.personnel,
      date,
      status: 'Complete',
      archivedAt: null,
      lng,
      lat,
      description: scene.description,
      completedAt,
      createdBy: ctx.admin.id,
      createdAt: new Date(date.getTime() - 3 * DAY_MS),
      updatedAt: completedAt,
    } as const;
  });
  await ctx.tx.insert(interventions).values([...rows, ...scenes]);
  return rows.length + scenes.length;
}
