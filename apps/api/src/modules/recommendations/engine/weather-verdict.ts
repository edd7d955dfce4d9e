import type { BreedingRisk } from '@dengue/core';

/**
 * Mosquito-breeding risk from the rain of the last days and the next, and the mean temperature
 * (docs/decisions/030). Rain fills the containers Aedes aegypti breeds in; warmth sets how fast larvae
 * become biting adults, fastest around 29 °C and hardly below 18 °C or above 34 °C.
 */

export const FAVOURABLE_TEMPERATURE = { min: 24, max: 32 } as const;
export const POSSIBLE_TEMPERATURE = { min: 18, max: 34 } as const;
/** Rain over the past and next days together, mm. */
export const WET_MM = 50;
export const DAMP_MM = 10;

export interface WeatherBasis {
  rainPastMm: number;
  rainNextMm: number;
  /** Mean of the daily mean temperatures over the same days; null when the service gave none. */
  meanTemperature: number | null;
  pastDays: number;
  nextDays: number;
}

type TemperatureBand = 'favourable' | 'possible' | 'unfavourable';

const bandOf = (t: number | null): TemperatureBand => {
  if (t === null) return 'possible';
  if (t >= FAVOURABLE_TEMPERATURE.min && t <= FAVOURABLE_TEMPERATURE.max) return 'favourable';
  if (t >= POSSIBLE_TEMPERATURE.min && t <= POSSIBLE_TEMPERATURE.max) return 'possible';
  return 'unfavourable';
};

export const breedingRisk = (basis: WeatherBasis): BreedingRisk => {
  const rain = basis.rainPastMm + basis.rainNextMm;
  const band = bandOf(basis.meanTemperature);
  if (band === 'unfavourable' || rain < DAMP_MM) return 'low';
  if (rain >= WET_MM && band === 'favourable') return 'high';
  return 'moderate';
};

const RISK_WORD: Readonly<Record<BreedingRisk, string>> = {
  high: 'High',
  moderate: 'Moderate',
  low: 'Low',
};

const mm = (value: number) => `${Math.round(value * 10) / 10} mm`;

/** 'High mosquito-breeding risk: 62 mm of rain in the last 7 days, 12 mm expected in the next 3, 28 °C on average.' */
export const verdictText = (risk: BreedingRisk, basis: WeatherBasis): string => {
  const temperature =
    basis.meanTemperature === null ? '' : `, ${Math.round(basis.meanTemperature * 10) / 10} °C on average`;
  return (
    `${RISK_WORD[risk]} mosquito-breeding risk: ${mm(basis.rainPastMm)} of rain in the last ${basis.pastDays} ` +
    `days, ${mm(basis.rainNextMm)} expected in the next ${basis.nextDays}${temperature}.`
  );
};
