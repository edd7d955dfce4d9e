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
