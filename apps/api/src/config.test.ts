import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('EPI_LAG_DAYS', () => {
  it('defaults to 7 days, blank included, and reads whole days from 0 to 28', () => {
    expect(loadConfig({}).epiLagDays).toBe(7);
    expect(loadConfig({ EPI_LAG_DAYS: ' ' }).epiLagDays).toBe(7);
    expect(loadConfig({ EPI_LAG_DAYS: '0' }).epiLagDays).toBe(0);
    expect(loadConfig({ EPI_LAG_DAYS: ' 14 ' }).epiLagDays).toBe(14);
    expect(loadConfig({ EPI_LAG_DAYS: '28' }).epiLagDays).toBe(28);
  });

  it.each(['seven', '7.5', '-1', '29', '1e1', '0x7'])(
    'refuses %j with a message naming the setting',
    (value) => {
      expect(() => loadConfig({ EPI_LAG_DAYS: value })).toThrow(ConfigError);
      expect(() => loadConfig({ EPI_LAG_DAYS: value })).toThrow(
        'Invalid configuration: EPI_LAG_DAYS must be a whole number of days from 0 to 28 (default 7)',
      );
    },
  );
});

describe('the recommendation services', () => {
  it('needs all three LLM settings or none, and reads the weather URL', () => {
    expect(loadConfig({}).languageModel).toBeUndefined();
    expect(() => loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:1/v1' })).toThrow(ConfigError);
    expect(
      loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:1/v1', LLM_API_KEY: 'k', LLM_MODEL: 'm' }).languageModel,
    ).toEqual({ baseUrl: 'http://127.0.0.1:1/v1', apiKey: 'k', model: 'm', timeoutMs: 20_000 });
    expect(loadConfig({}).weather).toEqual({
      url: 'https://api.open-meteo.com/v1/forecast',
      timeoutMs: 3000,
    });
    expect(loadConfig({ WEATHER_URL: 'off' }).weather.url).toBeUndefined();
    expect(() => loadConfig({ WEATHER_URL: 'nonsense' })).toThrow(ConfigError);
  });
});
