import { createHash } from 'node:crypto';
import {
  type AiRecommendation,
  compareRecommendationPriority,
  GENERIC_MESSAGES,
  INTERVENTION_TAB_BANNERS,
  type InterventionCard,
  PATTERN_TYPES,
  type RecommendationAudience,
} from '@dengue/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { forbidden, unauthorized } from '../../lib/errors.ts';
import { can } from '../../lib/policy.ts';
import type { Actor } from '../../lib/request-context.ts';
import { currentAnalyses, currentAnalysisOf } from '../analytics/analysis.repository.ts';
import { patternAlert } from '../analytics/analytics.presenter.ts';
import { PATTERN_RECOMMENDATIONS } from '../analytics/recommendations.ts';
import { findBarangayByName } from '../barangays/barangay-lookup.ts';
import { listBarangays } from '../barangays/barangays.repository.ts';
import { loadSurroundings, stateOf } from './barangay-state.ts';
import { sourcesFor } from './engine/sources.ts';
import { suggestIntervention } from './engine/suggest.ts';
import { factsOf, writeRecommendation } from './engine/write.ts';
import type { LanguageModel } from './language-model.ts';
import { weekCases } from './recommendations.repository.ts';
import { createTtlCache } from './ttl-cache.ts';
import type { WeatherClient } from './weather.ts';

/**
 * The recommendations of a barangay (docs/decisions/029): the engine's text, rewritten by the language
 * model when one is configured and its answer passes the checks. A result is cached for an hour under the
 * barangay, its analysis run, the wording and a digest of the facts, so the dialog opens at once the
 * second time and a new report or intervention is reflected on the next open.
 */

const HOUR_MS = 60 * 60 * 1000;

export interface RecommendationDeps {
  db: Db;
  weather: WeatherClient | undefined;
  languageModel: LanguageModel | undefined;
  log: FastifyBaseLogger;
}

/** The wording the caller asked for, if the policy allows it; the caller's own when not asked. */
export function audienceFor(
  actor: Actor | undefined,
  asked: 'admin' | 'user' | undefined,
): RecommendationAudience {
  const staff = can(actor, 'recommendation', 'viewAdmin');
  if (asked === 'admin' && !staff) {
    if (!actor) throw unauthorized(GENERIC_MESSAGES.unauthorized);
    throw forbidden('Only admins can see the admin recommendations; residents get the resident advice.', {
      code: 'RECOMMENDATION_ROLE_NOT_ALLOWED',
    });
  }
  if (asked === 'user') return 'resident';
  return staff ? 'admin' : 'resident';
}

const digest = (value: unknown) =>
  createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);

export function createRecommendationService(deps: RecommendationDeps) {
  const cache = createTtlCache<AiRecommendation>({ ttlMs: HOUR_MS, max: 2000 });

  async function write(
    state: ReturnType<typeof stateOf>,
    audience: RecommendationAudience,
  ): Promise<AiRecommendation> {
    const { urgency, ...engineText } = writeRecommendation(state, audience);
    const facts = factsOf(state);
    let text = engineText;
    let generatedBy: AiRecommendation['generatedBy'] = 'engine';
    if (deps.languageModel) {
      const outcome = await deps.languageModel.rewrite({
        audience,
        barangay: state.barangay,
        urgency,
        facts: { ...facts, weather: state.weather?.basis ?? null },
        engineText,
      });
      if (outcome.ok) {
        text = outcome.text;
        generatedBy = 'language-model';
      } else
        deps.log.warn({ barangay: state.barangay, reason: outcome.reason }, 'language model answer not used');
    }
    return {
      ...text,
      barangay: state.barangay,
      pattern: state.pattern,
      urgency,
      audience,
      generatedBy,
      generated_at: new Date().toISOString(),
      last_analysis_time: state.lastAnalysisTime,
      weather: state.weather,
      sources: sourcesFor(audience, state.weather !== null),
      facts,
    };
  }

  return {
    async generate(actor: Actor | undefined, body: { userRole?: 'admin' | 'user'; barangay: string }) {
      const audience = audienceFor(actor, body.userRole);
      const barangay = await findBarangayByName(deps.db, body.barangay);
      const now = new Date();
      const weatherPromise =
        deps.weather && barangay.labelLat !== null && barangay.labelLng !== null
          ? deps.weather.at(barangay.labelLat, barangay.labelLng)
          : Promise.resolve(null);
      const [analysis, around, weather] = await Promise.all([
        currentAnalysisOf(deps.db, barangay.id),
        loadSurroundings(deps.db, now),
        weatherPromise,
      ]);
      const thisWeekCases = analysis?.evaluationWeekStart
        ? await weekCases(deps.db, barangay.id, analysis.evaluationWeekStart)
        : null;
      const state = stateOf(barangay, analysis, around, { thisWeekCases, weather });
      const key = [barangay.id, state.lastAnalysisTime ?? 'none', audience, digest(state)].join('|');
      return {
        success: true as const,
        recommendation: await cache.getOrCreate(key, () => write(state, audience)),
      };
    },

    async suggestion(barangayName: string) {
      const barangay = await findBarangayByName(deps.db, barangayName);
      const [analysis, around] = await Promise.all([
        currentAnalysisOf(deps.db, barangay.id),
        loadSurroundings(deps.db, new Date()),
      ]);
      return { success: true as const, data: suggestIntervention(stateOf(barangay, analysis, around)) };
    },

    async cards() {
      const [barangays, analyses, around] = await Promise.all([
        listBarangays(deps.db),
        currentAnalyses(deps.db),
        loadSurroundings(deps.db, new Date()),
      ]);
      const data: InterventionCard[] = barangays.map((barangay) => {
        const analysis = analyses.get(barangay.id);
        const state = stateOf(barangay, analysis, around);
        return {
          ...suggestIntervention(state),
          tab: state.pattern,
          banner: INTERVENTION_TAB_BANNERS[state.pattern],
          alert: patternAlert(analysis),
          recommendation: PATTERN_RECOMMENDATIONS[state.pattern].admin,
          report_count: state.reports,
          open_clusters: state.openClusters,
          deaths_last_52_weeks: state.deathsLastYear,
          last_analysis_time: state.lastAnalysisTime,
        };
      });
      data.sort((a, b) =>
        compareRecommendationPriority(
          { pattern: a.pattern, deathCount: a.death_count, name: a.barangay },
          { pattern: b.pattern, deathCount: b.death_count, name: b.barangay },
        ),
      );
      const counts = Object.fromEntries(
        PATTERN_TYPES.map((p) => [p, data.filter((card) => card.tab === p).length]),
      ) as Record<(typeof PATTERN_TYPES)[number], number>;
      return { success: true as const, data, counts };
    },
  };
}

export type RecommendationService = ReturnType<typeof createRecommendationService>;
