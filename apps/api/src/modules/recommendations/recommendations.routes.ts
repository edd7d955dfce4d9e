import {
  generateRecommendationResponseSchema,
  generateRecommendationSchema,
  interventionCardsResponseSchema,
  interventionSuggestionResponseSchema,
  recommendationQuerySchema,
} from '@dengue/core';
import { optionalAuth, requireAuth } from '../../lib/auth-guard.ts';
import type { App, AppContext } from '../../lib/http.ts';
import { rolesFor } from '../../lib/policy.ts';
import { createLanguageModel } from './language-model.ts';
import { createRecommendationService } from './recommendations.service.ts';
import { createWeatherClient } from './weather.ts';

const tags = ['analytics'];
const security = [{ bearerAuth: [] }];

/** The recommendations dialog and the Interventions page's cards (admin sections 2, 3 and 7). */
export async function recommendationsRoutes(app: App, ctx: AppContext): Promise<void> {
  const guard = { db: ctx.db, secret: ctx.jwtSecret };
  const staff = requireAuth(guard, rolesFor('recommendation', 'viewAdmin'));
  const { weather, languageModel } = ctx.config;
  const service = createRecommendationService({
    db: ctx.db,
    log: app.log,
    weather: weather.url
      ? createWeatherClient({
          url: weather.url,
          timeoutMs: weather.timeoutMs,
          userAgent: `DengueWatchQC/${ctx.version} (+${ctx.config.publicUrl})`,
        })
      : undefined,
    languageModel: languageModel ? createLanguageModel(languageModel) : undefined,
  });

  app.post(
    '/analytics/generate-recommendation',
    {
      preHandler: optionalAuth(guard),
      schema: {
        tags,
        summary:
          "A barangay's recommendations: brief insight, markdown advice, analysis, predictions, factors, weather and sources. userRole 'admin' (admins only) or 'user'; generatedBy says whether the engine or the language model wrote the prose",
        body: generateRecommendationSchema,
        response: { 200: generateRecommendationResponseSchema },
      },
    },
    async (request) => service.generate(request.actor, request.body),
  );

  app.get(
    '/analytics/get-recommendation-for-intervention',
    {
      preHandler: staff,
      schema: {
        tags,
        security,
        summary: 'The intervention type and urgency the Apply action preselects for a barangay',
        querystring: recommendationQuerySchema,
        response: { 200: interventionSuggestionResponseSchema },
      },
    },
    async (request) => service.suggestion(request.query.barangay),
  );

  app.get(
    '/analytics/interventions',
    {
      preHandler: staff,
      schema: {
        tags,
        security,
        summary:
          'Prescriptive Action Recommendations: one card per barangay with its pattern tab, death count first, then spike, increase, decrease, low level, no change, no data',
        response: { 200: interventionCardsResponseSchema },
      },
    },
    async () => service.cards(),
  );
}
