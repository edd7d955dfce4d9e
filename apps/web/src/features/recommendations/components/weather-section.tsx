import type { WeatherSection as Weather } from '@dengue/core';
import { useId, useState } from 'react';
import { useFormat } from '../../../i18n/format';
import { useT } from '../../../i18n/language-store';
import { verdictTone } from '../model/recommendation-view';

const TONE_CLASS = {
  high: 'border-red-300 bg-red-50 text-red-900',
  moderate: 'border-amber-300 bg-amber-50 text-amber-950',
  low: 'border-green-300 bg-green-50 text-green-900',
} as const;

/** The weather at the barangay and its mosquito-breeding verdict (decision 030); 'unavailable' when null. */
export function WeatherSection({ weather }: { weather: Weather | null }) {
  const t = useT();
  const format = useFormat();
  const [details, setDetails] = useState(false);
  const detailsId = useId();
  const unit = (value: number | null, suffix: string) =>
    value === null ? t('rec.notAvailable') : `${format.number(value)}${suffix}`;

  if (!weather) {
    return (
      <section data-testid="recommendation-weather">
        <h3 className="font-bold text-slate-900">{t('rec.weather')}</h3>
        <p className="text-sm text-slate-700">{t('rec.weatherUnavailable')}</p>
      </section>
    );
  }
  const tone = verdictTone(weather.verdict);
  // At most three chips, in the spec's order, skipping readings the forecast did not give.
  const chips = [
    weather.temperature === null
      ? null
      : { label: t('rec.temperature'), value: unit(weather.temperature, ' °C') },
    weather.humidity === null ? null : { label: t('rec.humidity'), value: unit(weather.humidity, '%') },
    weather.chance_of_rain === null
      ? null
      : { label: t('rec.chanceOfRain'), value: unit(weather.chance_of_rain, '%') },
    weather.condition ? { label: t('rec.condition'), value: weather.condition } : null,
  ]
    .filter((chip) => chip !== null)
    .slice(0, 3);

  return (
    <section className="flex flex-col gap-2" data-testid="recommendation-weather">
      <h3 className="font-bold text-slate-900">{t('rec.weather')}</h3>
      <p className={`rounded-lg border p-2 text-sm font-semibold ${TONE_CLASS[tone]}`} data-tone={tone}>
        {weather.verdict}
      </p>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li
            key={chip.label}
            className="rounded-full border border-slate-300 bg-slate-50 px-3 py-1 text-xs text-slate-900"
          >
            <span className="font-semibold">{chip.label}:</span> {chip.value}
          </li>
        ))}
      </ul>
      <button
        type="button"
        aria-expanded={details}
        aria-controls={detailsId}
        onClick={() => setDetails((open) => !open)}
        className="min-h-8 self-start text-sm font-semibold text-blue-800 underline-offset-2 hover:underline"
      >
        {t('rec.weatherDetails')}
      </button>
      {details ? (
        <dl id={detailsId} className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-slate-800">
          <dt className="font-semibold">{t('rec.dateTime')}</dt>
          <dd>{format.dateTime(weather.date_and_time)}</dd>
          <dt className="font-semibold">{t('rec.windSpeed')}</dt>
          <dd>{unit(weather.wind_speed, ' km/h')}</dd>
          <dt className="font-semibold">{t('rec.precipitation')}</dt>
          <dd>{unit(weather.precipitation_level, ' mm')}</dd>
          <dt className="font-semibold">{t('rec.uvIndex')}</dt>
          <dd>{unit(weather.others.uv_index, '')}</dd>
          <dt className="font-semibold">{t('rec.feelsLike')}</dt>
          <dd>{unit(weather.others.realfeel_heat_index, ' °C')}</dd>
        </dl>
      ) : null}
    </section>
  );
}
