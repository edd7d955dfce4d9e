import {
  addDays,
  type InterventionType,
  lastCompleteWeekStart,
  manilaInstant,
  sharedBorderPairs,
} from '@dengue/core';
import type { DemoBarangay } from './context.ts';
import type { Random } from './random.ts';

/**
 * Interventions whose effect shows in the synthetic cases, so the effectiveness analysis of the demo has
 * something real to find (docs/decisions/031). Each scene is a local outbreak: extra cases in a barangay
 * and in the barangays sharing a border with it over the weeks around an intervention there. After the
 * fogging in Greater Lagro its extra cases stop while the neighbours' go on (a clear 'fewer cases'); after
 * the clean-up drive in Project 6 both go on alike (no clear difference), as most real rounds would read.
 */

export interface EffectScene {
  barangay: string;
  type: InterventionType;
  /** The intervention's morbidity week, in weeks before the last complete one (its after-weeks complete). */
  weeksBeforeLast: number;
  /** Extra weekly cases (Poisson means) in the barangay and in each neighbour, up to and after its week. */
  barangayBefore: number;
  barangayAfter: number;
  neighbourBefore: number;
  neighbourAfter: number;
  personnel: string;
  description: string;
}

/** Weeks of extra cases on each side of the intervention's week. */
const SCENE_WEEKS = 5;

export const EFFECT_SCENES: readonly EffectScene[] = [
  {
    barangay: 'Greater Lagro',
    type: 'Fogging',
    weeksBeforeLast: 9,
    barangayBefore: 7,
    barangayAfter: 0.5,
    neighbourBefore: 2.5,
    neighbourAfter: 2.5,
    personnel: 'QC ESD Vector Control Team C; Brgy. Greater Lagro BHERT',
    description:
      'Two rounds of space spraying, a week apart, in the blocks around the cases reported near the Lagro market, with house-to-house larval source reduction.',
  },
  {
    barangay: 'Project 6',
    type: 'Clean-up Drive',
    weeksBeforeLast: 7,
    barangayBefore: 6,
    barangayAfter: 5,
    neighbourBefore: 3,
    neighbourAfter: 2.5,
    personnel: 'Brgy. Project 6 Council; Department of Sanitation and Cleanup Works',
    description:
      'Removal of containers and tyres from the creek easement and vacant lots after a rise in cases across the district.',
  },
];

/** The Sunday of a scene's intervention week, for the demo built on `today`. */
export const sceneWeekStart = (scene: EffectScene, today: string): string =>
  addDays(lastCompleteWeekStart(today), -7 * scene.weeksBeforeLast);

/** The scene's intervention: the Tuesday of its week, early in the morning. */
export const sceneDate = (scene: EffectScene, today: string): Date =>
  manilaInstant(addDays(sceneWeekStart(scene, today), 2), '05:30');

/**
 * Adds the scenes' extra cases to the weekly counts of one barangay (index `last` is the last complete
 * week). `neighbours` maps a barangay's name to the names sharing a border with it.
 */
export function addSceneCases(
  counts: number[],
  name: string,
  last: number,
  neighbours: ReadonlyMap<string, ReadonlySet<string>>,
  rng: Random,
): void {
  for (const scene of EFFECT_SCENES) {
    const own = scene.barangay === name;
    if (!own && !neighbours.get(scene.barangay)?.has(name)) continue;
    const week = last - scene.weeksBeforeLast;
    for (let offset = -SCENE_WEEKS; offset <= SCENE_WEEKS; offset++) {
      const after = offset > 0;
      const mean = own
        ? after
          ? scene.barangayAfter
          : scene.barangayBefore
        : after
          ? scene.neighbourAfter
          : scene.neighbourBefore;
      const i = week + offset;
      if (i >= 0 && i < counts.length) counts[i] = (counts[i] ?? 0) + rng.poisson(mean);
    }
  }
}

/** Names of the barangays sharing a border with each barangay, from the polygons. */
export function neighbourNames(barangays: readonly DemoBarangay[]): Map<string, Set<string>> {
  const nameOf = new Map(barangays.map((b) => [b.id, b.name]));
  const result = new Map<string, Set<string>>();
  const link = (a: string, b: string) => {
    const set = result.get(a) ?? new Set<string>();
    set.add(b);
    result.set(a, set);
  };
  for (const [a, b] of sharedBorderPairs(barangays)) {
    const nameA = nameOf.get(a);
    const nameB = nameOf.get(b);
    if (nameA && nameB) {
      link(nameA, nameB);
      link(nameB, nameA);
    }
  }
  return result;
}
