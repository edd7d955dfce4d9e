import { interventionEffectBodySchema, interventionEffectResponseSchema } from '@dengue/core';
import { requireAuth } from '../../lib/auth-guard.ts';
import type { App, AppContext } from '../../lib/http.ts';
import { rolesFor } from '../../lib/policy.ts';
import { analyseInterventionEffect } from './effectiveness.service.ts';

/** Intervention effectiveness (admin section 7); its own module because it reads interventions and cases. */
export async function effectivenessRoutes(app: App, ctx: AppContext): Promise<void> {
  const guard = { db: ctx.db, secret: ctx.jwtSecret };
  app.post(
    '/analytics/analyze-intervention-effectivity',
    {
      // Before body validation, so a visitor or resident hears 401/403 rather than a field message.
      preValidation: requireAuth(guard, rolesFor('intervention', 'analyseEffect')),
      schema: {
        tags: ['analytics'],
        security: [{ bearerAuth: [] }],
        summary:
          'Cases in the intervention’s barangay N weeks before and after it, against its neighbouring barangays: rate ratio, 95% interval and verdict',
        body: interventionEffectBodySchema,
        response: { 200: interventionEffectResponseSchema },
      },
    },
    async (request) => analyseInterventionEffect(ctx.db, request.body, { lagDays: ctx.config.epiLagDays }),
  );
}
