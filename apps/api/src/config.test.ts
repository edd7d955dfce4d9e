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

describe('the image bucket', () => {
  const bucket = {
    S3_ENDPOINT: 'http://127.0.0.1:9000',
    S3_BUCKET: 'dengue-images',
    S3_REGION: 'ap-southeast-1',
    S3_ACCESS_KEY_ID: 'key-id',
    S3_SECRET_ACCESS_KEY: 'secret',
  };

  it('keeps images in DATA_DIR without S3 settings, and reads all five with the path-style flag', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig(bucket).s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'dengue-images',
      region: 'ap-southeast-1',
      accessKeyId: 'key-id',
      secretAccessKey: 'secret',
      forcePathStyle: false,
    });
    expect(loadConfig({ ...bucket, S3_FORCE_PATH_STYLE: 'true' }).s3?.forcePathStyle).toBe(true);
  });

  it('names the missing settings when only some are set', () => {
    const { S3_REGION: _region, S3_SECRET_ACCESS_KEY: _secret, ...partial } = bucket;
    expect(() => loadConfig(partial)).toThrow(
      'Invalid configuration: set all of S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, ' +
        'S3_SECRET_ACCESS_KEY to store images in a bucket, or none to keep them in DATA_DIR ' +
        '(missing: S3_REGION, S3_SECRET_ACCESS_KEY)',
    );
    expect(() => loadConfig({ S3_FORCE_PATH_STYLE: 'true' })).toThrow(
      'Invalid configuration: S3_FORCE_PATH_STYLE is set but the other S3_* settings are not',
    );
  });

  it('refuses a malformed endpoint, bucket name or flag', () => {
    expect(() => loadConfig({ ...bucket, S3_ENDPOINT: 'not a url' })).toThrow('S3_ENDPOINT');
    expect(() => loadConfig({ ...bucket, S3_BUCKET: 'Images_Bucket' })).toThrow(
      'S3_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, dots and dashes',
    );
    expect(() => loadConfig({ ...bucket, S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(
      'S3_FORCE_PATH_STYLE must be true or false',
    );
  });
});
