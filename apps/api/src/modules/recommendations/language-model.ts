import { type RecommendationAudience, type RecommendationText, recommendationTextSchema } from '@dengue/core';
import { numbersOf, unknownNumbers } from './engine/numbers.ts';
import { isSafeMarkdown } from './safe-markdown.ts';

/**
 * The optional language model (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL): an OpenAI-compatible
 * /chat/completions call that rewrites the engine's facts and text into prose. Its answer is used only
 * when it parses, fits the response schema and the markdown subset, and quotes no number that is not in
 * the facts; otherwise the engine's own text stands (docs/decisions/029).
 */

export interface LanguageModelOptions {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

export interface RewriteInput {
  audience: RecommendationAudience;
  barangay: string;
  urgency: string;
  facts: unknown;
  engineText: RecommendationText;
}

export type RewriteOutcome = { ok: true; text: RecommendationText } | { ok: false; reason: string };

export interface LanguageModel {
  rewrite(input: RewriteInput): Promise<RewriteOutcome>;
}

const FIELDS = ['brief_insight', 'recommendation', 'analysis', 'predictions', 'factors'] as const;

const instructions = (audience: RecommendationAudience) =>
  [
    'You rewrite dengue surveillance advice for a Quezon City barangay.',
    audience === 'admin'
      ? 'The reader is a city health officer: be precise and practical.'
      : 'The reader is a resident: use plain, friendly words; never mention p-values or statistics terms.',
    `Answer with one JSON object with exactly these keys: ${FIELDS.join(', ')}. "factors" is an array of short strings; the others are strings.`,
    '"recommendation" may use only markdown headings (### ), bullets (- ) and **bold**; no links, HTML or tables.',
    'Use only the numbers that appear in the facts or the draft. Do not add any other number, date or percentage.',
    'Keep the urgency wording unchanged.',
  ].join('\n');

/** The checks a rewrite must pass; the reason names the first that fails. */
export function checkRewrite(content: string, input: RewriteInput): RewriteOutcome {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    return { ok: false, reason: 'not JSON' };
  }
  const result = recommendationTextSchema.safeParse(parsed);
  if (!result.success) return { ok: false, reason: 'does not fit the response schema' };
  const text = result.data;
  const all = [
    text.brief_insight,
    text.recommendation,
    text.analysis,
    text.predictions,
    ...text.factors,
  ].join('\n');
  if (!isSafeMarkdown(all)) return { ok: false, reason: 'outside the markdown subset' };
  if (input.audience === 'resident' && /\bp\s*[<=]|p-value/i.test(all))
    return { ok: false, reason: 'statistics in resident wording' };
  const inputs = [...numbersOf(input.facts), ...numbersOf(input.engineText)];
  const unknown = unknownNumbers(all, inputs);
  if (unknown.length > 0)
    return { ok: false, reason: `numbers not in the facts: ${unknown.slice(0, 5).join(', ')}` };
  return { ok: true, text };
}

export function createLanguageModel(options: LanguageModelOptions): LanguageModel {
  const endpoint = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return {
    async rewrite(input) {
      try {
        const response = await fetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${options.apiKey}` },
          body: JSON.stringify({
            model: options.model,
            temperature: 0.2,
            response_format: { type: 'json_object' },
            messages: [
              { role: 'system', content: instructions(input.audience) },
              {
                role: 'user',
                content: JSON.stringify({
                  barangay: input.barangay,
                  urgency: input.urgency,
                  facts: input.facts,
                  draft: input.engineText,
                }),
              },
            ],
          }),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        if (!response.ok) return { ok: false, reason: `answered ${response.status}` };
        const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
        const content = body.choices?.[0]?.message?.content;
        if (typeof content !== 'string') return { ok: false, reason: 'no message content' };
        return checkRewrite(content, input);
      } catch (error) {
        const name = error instanceof Error ? error.name : 'error';
        return { ok: false, reason: name === 'TimeoutError' ? 'timed out' : `failed (${name})` };
      }
    },
  };
}
