import { describe, expect, it } from 'vitest';
import { breedingRisk, verdictText, type WeatherBasis } from './weather-verdict.ts';

const basis = (rainPastMm: number, rainNextMm: number, meanTemperature: number | null): WeatherBasis => ({
  rainPastMm,
  rainNextMm,
  meanTemperature,
  pastDays: 7,
  nextDays: 3,
});

describe('the mosquito-breeding verdict (decision 030)', () => {
  it('is high with 50 mm or more of rain and 24 to 32 °C', () => {
    expect(breedingRisk(basis(40, 10, 28))).toBe('high');
    expect(breedingRisk(basis(120, 0, 24))).toBe('high');
    expect(breedingRisk(basis(49.9, 0, 28))).toBe('moderate');
  });

  it('is moderate with some rain, or wet but only possible temperatures', () => {
    expect(breedingRisk(basis(8, 2, 28))).toBe('moderate');
    expect(breedingRisk(basis(80, 0, 33))).toBe('moderate');
    expect(breedingRisk(basis(80, 0, 20))).toBe('moderate');
    expect(breedingRisk(basis(80, 0, null))).toBe('moderate');
  });

  it('is low when dry or outside 18 to 34 °C', () => {
    expect(breedingRisk(basis(5, 4.9, 29))).toBe('low');
    expect(breedingRisk(basis(200, 0, 35))).toBe('low');
    expect(breedingRisk(basis(200, 0, 17))).toBe('low');
  });

  it('says the risk first and quotes its inputs; a low verdict never reads as high', () => {
    expect(verdictText('high', basis(62, 12, 28))).toBe(
      'High mosquito-breeding risk: 62 mm of rain in the last 7 days, 12 mm expected in the next 3, 28 °C on average.',
    );
    const low = verdictText('low', basis(0, 0, null));
    expect(low).toBe(
      'Low mosquito-breeding risk: 0 mm of rain in the last 7 days, 0 mm expected in the next 3.',
    );
    expect(low.toLowerCase()).not.toMatch(/high|moderate/);
  });
});
