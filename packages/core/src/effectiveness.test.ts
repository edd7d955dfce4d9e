import { describe, expect, it } from 'vitest';
import {
  afterWindowComplete,
  afterWindowCompleteOn,
  EFFECT_UNINFORMATIVE_SPAN,
  effectVerdict,
  effectWindows,
  percentChange,
  rateRatio,
} from './effectiveness.ts';
import {
  EFFECT_MESSAGES,
  effectMessageKey,
  fillEffectMessage,
  formatRatio,
} from './effectiveness-messages.ts';

describe('the difference-in-differences rate ratio', () => {
  it('matches a hand-computed case', () => {
    // a = 20 before, b = 5 after in the barangay; c = 40 before, d = 36 after in its neighbours.
    // RR = (5/20) / (36/40) = 0.25 / 0.9 = 0.27778
    // SE = sqrt(1/20 + 1/5 + 1/40 + 1/36) = sqrt(0.05 + 0.2 + 0.025 + 0.027778) = sqrt(0.302778) = 0.550252
    // 95%: exp(ln 0.27778 ± 1.959964 × 0.550252) = exp(-1.280934 ± 1.078474) = 0.094476 .. 0.816720
    const result = rateRatio({
      interventionBefore: 20,
      interventionAfter: 5,
      controlBefore: 40,
      controlAfter: 36,
    });
    expect(result.ratio).toBeCloseTo(0.277778, 5);
    expect(result.lower).toBeCloseTo(0.094476, 5);
    expect(result.upper).toBeCloseTo(0.81672, 5);
    expect(result.corrected).toBe(false);
  });

  it('adds 0.5 to every count when one is zero', () => {
    // 12.5, 0.5, 30.5, 33.5: RR = (0.5/12.5) / (33.5/30.5) = 0.036418
    // SE = sqrt(1/12.5 + 1/0.5 + 1/30.5 + 1/33.5) = sqrt(2.142636) = 1.463775
    // 95%: exp(-3.312770 ± 2.868947) = 0.0020670 .. 0.64163
    const result = rateRatio({
      interventionBefore: 12,
      interventionAfter: 0,
      controlBefore: 30,
      controlAfter: 33,
    });
    expect(result.corrected).toBe(true);
    expect(result.ratio).toBeCloseTo(0.036418, 5);
    expect(result.lower).toBeCloseTo(0.002067, 5);
    expect(result.upper).toBeCloseTo(0.641627, 5);
  });

  it('gives a ratio of 1 when both areas changed alike', () => {
    const result = rateRatio({
      interventionBefore: 10,
      interventionAfter: 20,
      controlBefore: 30,
      controlAfter: 60,
    });
    expect(result.ratio).toBeCloseTo(1, 10);
    expect(result.lower).toBeLessThan(1);
    expect(result.upper).toBeGreaterThan(1);
  });

  it('writes the percentage change, and none without a baseline', () => {
    expect(percentChange(20, 5)).toBe(-75);
    expect(percentChange(40, 36)).toBe(-10);
    expect(percentChange(0, 3)).toBeNull();
  });
});

describe('the verdict', () => {
  const counts = { interventionBefore: 20, interventionAfter: 5, controlBefore: 40, controlAfter: 36 };
  const verdict = (over: Partial<Parameters<typeof effectVerdict>[0]> = {}) =>
    effectVerdict({ afterComplete: true, neighbours: 4, counts, ratio: rateRatio(counts), ...over });

  it('is too early while the after-window is incomplete, whatever the numbers', () => {
    expect(verdict({ afterComplete: false })).toBe('too_early');
  });

  it('reads an interval wholly below 1 as fewer cases, above 1 as more', () => {
    expect(verdict()).toBe('fewer_cases');
    const rising = { interventionBefore: 5, interventionAfter: 20, controlBefore: 36, controlAfter: 40 };
    expect(verdict({ counts: rising, ratio: rateRatio(rising) })).toBe('more_cases');
  });

  it('has insufficient data without neighbours or without cases before', () => {
    expect(verdict({ neighbours: 0 })).toBe('insufficient_data');
    const noBaseline = { ...counts, interventionBefore: 0 };
    expect(verdict({ counts: noBaseline, ratio: rateRatio(noBaseline) })).toBe('insufficient_data');
  });

  it('has insufficient data when the interval spans 1 and more than the allowed factor', () => {
    // 4, 3, 10, 9: RR 0.83, interval 0.145 .. 4.78, a span of 33 > 10.
    const few = { interventionBefore: 4, interventionAfter: 3, controlBefore: 10, controlAfter: 9 };
    const ratio = rateRatio(few);
    expect(ratio.upper / ratio.lower).toBeGreaterThan(EFFECT_UNINFORMATIVE_SPAN);
    expect(verdict({ counts: few, ratio })).toBe('insufficient_data');
    // 100, 95, 400, 410: the interval is narrow around 1, which says 'no clear change'.
    const many = { interventionBefore: 100, interventionAfter: 95, controlBefore: 400, controlAfter: 410 };
    expect(verdict({ counts: many, ratio: rateRatio(many) })).toBe('no_clear_change');
  });
});

describe('the windows', () => {
  it('takes N weeks on each side and leaves the intervention week out', () => {
    // 2024-06-12 is a Wednesday; its morbidity week starts on Sunday 2024-06-09.
    const w = effectWindows('2024-06-12', 2);
    expect(w).toEqual({
      interventionWeek: '2024-06-09',
      before: ['2024-05-26', '2024-06-02'],
      after: ['2024-06-16', '2024-06-23'],
    });
    // The last after-week ends on Saturday 2024-06-29; with a 7-day lag it is complete on 2024-07-06.
    expect(afterWindowCompleteOn(w, 7)).toBe('2024-07-06');
    expect(afterWindowComplete(w, '2024-07-05', 7)).toBe(false);
    expect(afterWindowComplete(w, '2024-07-06', 7)).toBe(true);
  });
});

describe('the sentence', () => {
  it('fills the ratio and interval with two significant digits', () => {
    const r = rateRatio({
      interventionBefore: 20,
      interventionAfter: 5,
      controlBefore: 40,
      controlAfter: 36,
    });
    const text = fillEffectMessage(EFFECT_MESSAGES.fewer_cases, {
      barangay: 'Bagbag',
      ratio: formatRatio(r.ratio),
      lower: formatRatio(r.lower),
      upper: formatRatio(r.upper),
    });
    expect(text).toBe(
      'Compared with its neighbouring barangays, Bagbag had fewer cases after the intervention: rate ratio 0.28 (95% interval 0.094 to 0.82).',
    );
    expect(formatRatio(12.34)).toBe('12');
    expect(effectMessageKey('insufficient_data', 0)).toBe('no_neighbours');
    expect(effectMessageKey('insufficient_data', 3)).toBe('insufficient_data');
  });
});
