import { addDays, generateRecommendationResponseSchema, interventionCardsResponseSchema } from '@dengue/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/auth-helpers.ts';
import { analyseAll } from '../analytics/analysis.service.ts';
import {
  insertCases,
  type SurveillanceTestApp,
  startSurveillanceApp,
} from '../cases/surveillance-test-kit.ts';
import { type FakeService, startFake } from './fake-services.ts';

/**
 * The three calls on a real database, with the forecast and the language model as local fakes. Whatever
 * the fakes do, an answer arrives within the configured timeouts and says who wrote it.
 */

// Wide enough that a loaded machine still gets the fakes' prompt answers in time: the embedded database's
// reads run on the same thread as the forecast's answer, and at load average 15 to 24 runs missed 600 and
// 1000 ms timeouts. The slow cases wait these out, so they cost the suite a few seconds.
const LLM_TIMEOUT_MS = 2000;
const WEATHER_TIMEOUT_MS = 3000;
const WEEK_T = '2026-11-08';

let t: SurveillanceTestApp;
let weather: FakeService;
let chat: FakeService;

beforeAll(async () => {
  [weather, chat] = await Promise.all([startFake('weather'), startFake('chat')]);
  t = await startSurveillanceApp({
    WEATHER_URL: weather.url,
    WEATHER_TIMEOUT_MS: String(WEATHER_TIMEOUT_MS),
    LLM_BASE_URL: chat.url,
    LLM_API_KEY: 'test-key',
    LLM_MODEL: 'test-model',
    LLM_TIMEOUT_MS: String(LLM_TIMEOUT_MS),
  });
  // Bagbag: a trickle, then four rising weeks; Commonwealth: a recent death.
  for (let k = -30; k <= -8; k += 2)
    await insertCases(t.db, [{ barangay: 'Bagbag', onset: addDays(WEEK_T, 7 * k + 1) }]);
  for (let k = -3; k <= 0; k++)
    await insertCases(t.db, [{ barangay: 'Bagbag', onset: addDays(WEEK_T, 7 * k + 1), count: 3 }]);
  await insertCases(t.db, [{ barangay: 'Commonwealth', onset: addDays(WEEK_T, -20 * 7) }]);
  await insertCases(t.db, [{ barangay: 'Commonwealth', onset: addDays(WEEK_T, -10), died: true }]);
  await analyseAll(t.db, { analysisDate: '2026-11-22' });
});
afterAll(async () => {
  await t.close();
  await Promise.all([weather.close(), chat.close()]);
});

const generate = (barangay: string, token?: string, userRole?: 'admin' | 'user') =>
  call(t.app, 'POST', '/analytics/generate-recommendation', { token, body: { barangay, userRole } });

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const start = Date.now();
  const result = await run();
  return [result, Date.now() - start];
}

describe('POST analytics/generate-recommendation with the language model', () => {
  it('uses a good rewrite, with the weather, and serves the second open from the cache', async () => {
    chat.mode = 'good';
    // A rewrite that quotes only the facts: 12 cases in the last 4 weeks against 0 in the 4 before.
    chat.content = JSON.stringify({
      brief_insight: 'Bagbag needs action soon: 12 cases in the last 4 weeks.',
      recommendation: '### Act now\n- **Clean up** where the cases live.',
      analysis: 'Cases rose from 0 to 12 over the last 4 weeks.',
      predictions: 'Cases may keep rising.',
      factors: ['12 cases in the last 4 weeks'],
    });
    const before = chat.requests;
    const first = await generate('Bagbag', t.adminToken, 'admin');
    expect(first.status).toBe(200);
    expect(generateRecommendationResponseSchema.safeParse(first.body).success).toBe(true);
    const r = first.body.recommendation;
    expect(r).toMatchObject({ generatedBy: 'language-model', audience: 'admin', pattern: 'increase' });
    expect(r.brief_insight).toBe('Bagbag needs action soon: 12 cases in the last 4 weeks.');
    expect(r.facts).toMatchObject({ last_4_weeks_cases: 12, previous_4_weeks_cases: 0, this_week_cases: 3 });
    expect(r.weather).toMatchObject({ risk: 'high', temperature: 30.2, humidity: 81, condition: 'Rain' });
    expect(r.weather.others).toEqual({ uv_index: 6.5, realfeel_heat_index: 35.1 });
    expect(r.sources.map((s: { uri: string }) => s.uri)).toContain(
      'https://www.who.int/news-room/fact-sheets/detail/dengue-and-severe-dengue',
    );
    // Served from the cache: the model is not asked again (a time bound here failed only on a loaded machine).
    const second = await generate('Bagbag', t.adminToken, 'admin');
    expect(second.body.recommendation.generated_at).toBe(r.generated_at);
    expect(chat.requests).toBe(before + 1);
  });

  it.each([
    ['slow', 'Holy Spirit'],
    ['malformed', 'Payatas'],
    ['wrong-numbers', 'Batasan Hills'],
    ['error', 'Bahay Toro'],
  ] as const)('falls back to the engine when the model is %s', async (mode, barangay) => {
    chat.mode = mode === 'wrong-numbers' ? 'good' : mode;
    chat.delayMs = LLM_TIMEOUT_MS * 3;
    chat.content = JSON.stringify({
      brief_insight: 'Cases tripled to 48 this week.',
      recommendation: '### Act\n- Clean up.',
      analysis: 'There were 48 cases.',
      predictions: 'Expect 60 next week.',
      factors: ['48 cases'],
    });
    const [answer, ms] = await timed(() => generate(barangay, t.adminToken, 'admin'));
    expect(answer.status).toBe(200);
    expect(answer.body.recommendation.generatedBy).toBe('engine');
    expect(answer.body.recommendation.brief_insight).toContain(barangay);
    // The timeout cut the wait short: far below the model's own delay of three timeouts.
    expect(ms).toBeLessThan(LLM_TIMEOUT_MS * 2.5);
  });
});

describe('the weather section', () => {
  it('is null, within the timeout, when the forecast is slow or failing', async () => {
    chat.mode = 'error';
    weather.mode = 'slow';
    weather.delayMs = WEATHER_TIMEOUT_MS * 4;
    const [slow, ms] = await timed(() => generate('Commonwealth', t.adminToken, 'admin'));
    expect(slow.status).toBe(200);
    expect(slow.body.recommendation.weather).toBeNull();
    expect(slow.body.recommendation.sources.map((s: { uri: string }) => s.uri)).not.toContain(
      'https://open-meteo.com/en/docs',
    );
    expect(ms).toBeLessThan(WEATHER_TIMEOUT_MS * 3.5);
    weather.mode = 'error';
    const failing = await generate('Pasong Tamo', t.adminToken, 'admin');
    expect(failing.body.recommendation.weather).toBeNull();
    weather.mode = 'good';
  });

  it('deaths force the death urgency', async () => {
    const answer = await generate('Commonwealth', t.adminToken, 'user');
    expect(answer.body.recommendation).toMatchObject({
      urgency: 'Immediate Action Required (Death Cases Detected)',
      audience: 'resident',
    });
    expect(answer.body.recommendation.analysis).not.toMatch(/\bp\s*[<=]/);
  });
});

describe('who may ask for what', () => {
  it('gives residents and visitors the resident wording only', async () => {
    expect((await generate('Bagbag')).body.recommendation.audience).toBe('resident');
    expect((await generate('Bagbag', t.userToken)).body.recommendation.audience).toBe('resident');
    expect((await generate('Bagbag', undefined, 'admin')).status).toBe(401);
    const refused = await generate('Bagbag', t.userToken, 'admin');
    expect(refused).toMatchObject({ status: 403, body: { code: 'RECOMMENDATION_ROLE_NOT_ALLOWED' } });
    expect((await generate('Bagbag', t.adminToken)).body.recommendation.audience).toBe('admin');
    expect((await generate('Nowhere Land', t.adminToken)).status).toBe(404);
  });

  it('keeps the suggestion and the cards for admins', async () => {
    for (const path of [
      '/analytics/get-recommendation-for-intervention?barangay=Bagbag',
      '/analytics/interventions',
    ]) {
      expect((await call(t.app, 'GET', path)).status).toBe(401);
      expect((await call(t.app, 'GET', path, { token: t.userToken })).status).toBe(403);
      expect((await call(t.app, 'GET', path, { token: t.adminToken })).status).toBe(200);
    }
  });
});

describe('the Interventions page calls', () => {
  it('suggests an intervention for the Apply action', async () => {
    const answer = await call(
      t.app,
      'GET',
      '/analytics/get-recommendation-for-intervention?barangay=commonwealth',
      {
        token: t.adminToken,
      },
    );
    expect(answer.body.data).toMatchObject({
      barangay: 'Commonwealth',
      urgency: 'Immediate Action Required (Death Cases Detected)',
      interventionType: 'Fogging',
      death_count: 1,
    });
  });

  it('lists one card per barangay, deaths first, then the pattern order, with tab counts', async () => {
    const answer = await call(t.app, 'GET', '/analytics/interventions', { token: t.adminToken });
    expect(interventionCardsResponseSchema.safeParse(answer.body).success).toBe(true);
    const cards = answer.body.data as { barangay: string; tab: string }[];
    expect(cards).toHaveLength(142);
    expect(cards.slice(0, 2).map((c) => [c.barangay, c.tab])).toEqual([
      ['Commonwealth', expect.any(String)],
      ['Bagbag', 'increase'],
    ]);
    const total = Object.values(answer.body.counts as Record<string, number>).reduce((a, b) => a + b, 0);
    expect(total).toBe(142);
  });
});
