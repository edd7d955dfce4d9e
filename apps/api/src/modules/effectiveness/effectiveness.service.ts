import {
  API_MESSAGES,
  afterWindowComplete,
  afterWindowCompleteOn,
  EFFECT_MESSAGES,
  type EffectCounts,
  type EffectWeek,
  EPI_WEEK_COMPLETE_LAG_DAYS,
  effectMessageKey,
  effectMessageParams,
  effectVerdict,
  effectWindows,
  fillEffectMessage,
  type InterventionEffect,
  isWeekComplete,
  manilaDateOf,
  manilaToday,
  percentChange,
  rateRatio,
  weekEnd,
} from '@dengue/core';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { findInterventionForEffect, weeklyCaseCounts } from './effectiveness.repository.ts';
import { neighbours } from './neighbours.service.ts';

/**
 * POST analytics/analyze-intervention-effectivity: cases in the intervention's barangay over the N weeks
 * before and after its week, against the same weeks in the barangays that share a border with it
 * (docs/decisions/031). The arithmetic is in packages/core (effectiveness.ts); this gathers the counts.
 */

export interface EffectOptions {
  /** The Manila date the analysis is for; today by default. */
  today?: string;
  lagDays?: number;
}

const sum = (values: readonly number[]) => values.reduce((s, v) => s + v, 0);

export async function analyseInterventionEffect(
  db: Db,
  body: { intervention_id: string; weeks: number },
  options: EffectOptions = {},
): Promise<{ success: true; data: InterventionEffect }> {
  const intervention = await findInterventionForEffect(db, body.intervention_id);
  if (!intervention) throw notFound(API_MESSAGES.interventionNotFound);
  const today = options.today ?? manilaToday();
  const lagDays = options.lagDays ?? EPI_WEEK_COMPLETE_LAG_DAYS;
  const windows = effectWindows(manilaDateOf(intervention.date), body.weeks);
  const around = await neighbours(db, intervention.barangayId);
  const firstWeek = windows.before[0] ?? windows.interventionWeek;
  const lastWeek = windows.after.at(-1) ?? windows.interventionWeek;
  const rows = await weeklyCaseCounts(
    db,
    [intervention.barangayId, ...around.map((n) => n.id)],
    firstWeek,
    lastWeek,
  );

  const at = (week: string, own: boolean) =>
    sum(
      rows
        .filter((r) => r.week === week && (r.barangayId === intervention.barangayId) === own)
        .map((r) => r.cases),
    );
  const weekOf = (week: string, offset: number, window: EffectWeek['window']): EffectWeek => {
    const control = at(week, false);
    return {
      week_start: week,
      offset,
      window,
      complete: isWeekComplete(week, today, lagDays),
      intervention: at(week, true),
      control,
      control_mean: around.length > 0 ? control / around.length : 0,
    };
  };
  const series = [
    ...windows.before.map((w, i) => weekOf(w, i - body.weeks, 'before')),
    weekOf(windows.interventionWeek, 0, 'intervention'),
    ...windows.after.map((w, i) => weekOf(w, i + 1, 'after')),
  ];
  const total = (window: EffectWeek['window'], key: 'intervention' | 'control') =>
    sum(series.filter((s) => s.window === window).map((s) => s[key]));
  const counts: EffectCounts = {
    interventionBefore: total('before', 'intervention'),
    interventionAfter: total('after', 'intervention'),
    controlBefore: total('before', 'control'),
    controlAfter: total('after', 'control'),
  };

  const afterComplete = afterWindowComplete(windows, today, lagDays);
  const ratio = afterComplete && around.length > 0 ? rateRatio(counts) : null;
  const verdict = effectVerdict({ afterComplete, neighbours: around.length, counts, ratio });
  const result = {
    intervention_id: intervention.id,
    barangay: intervention.barangayName,
    intervention_date: intervention.date.toISOString(),
    weeks: body.weeks,
    before_window: [firstWeek, weekEnd(windows.before.at(-1) ?? firstWeek)] as [string, string],
    after_window: [windows.after[0] ?? lastWeek, weekEnd(lastWeek)] as [string, string],
    after_complete_on: afterWindowCompleteOn(windows, lagDays),
    neighbours: around.map((n) => n.name),
    intervention_counts: {
      before: counts.interventionBefore,
      after: counts.interventionAfter,
      percent_change: percentChange(counts.interventionBefore, counts.interventionAfter),
    },
    control_counts: {
      before: counts.controlBefore,
      after: counts.controlAfter,
      percent_change: percentChange(counts.controlBefore, counts.controlAfter),
    },
    rate_ratio: ratio
      ? { ratio: ratio.ratio, lower: ratio.lower, upper: ratio.upper, continuity_corrected: ratio.corrected }
      : null,
    verdict,
    series,
  };
  const summary = fillEffectMessage(
    EFFECT_MESSAGES[effectMessageKey(verdict, around.length)],
    effectMessageParams(result),
  );
  return { success: true, data: { ...result, summary } };
}
