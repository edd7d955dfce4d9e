import path from 'node:path';
import { EPI_WEEK_COMPLETE_LAG_DAYS, MARKER_TILES } from '@dengue/core';
import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const flag = z
  .string()
  .optional()
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

/**
 * A week counts as complete when its Saturday is at least this many days old (issue 6's `lagDays`). Beyond
 * four weeks the 'last complete week' would trail the data by over a month, which no surveillance unit wants.
 */
export const MAX_EPI_LAG_DAYS = 28;

/** Every setting the project reads from the environment, validated once at start. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText.refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
    message: 'must start with postgres:// or postgresql://',
  }),
  JWT_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, {
    message: 'must be at least 32 characters long',
  }),
  SMTP_URL: optionalText.refine((v) => v === undefined || /^smtps?:\/\//.test(v), {
    message: 'must start with smtp:// or smtps://',
  }),
  MAIL_FROM: z.string().default('Dengue Watch QC <no-reply@dengue-watch.local>'),
  SUPERADMIN_EMAIL: optionalText.pipe(z.email().optional()),
  SUPERADMIN_PASSWORD: optionalText,
  MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z
    .string()
    .default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'),
  GEOCODER_URL: optionalText.pipe(z.url().optional()),
  PUBLIC_URL: optionalText.pipe(z.url().optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  IMPORT_MAX_MB: z.coerce.number().positive().max(100).default(10),
  // Whole days only, checked as text: z.coerce would read '7.5' or ' ' without a word. Blank means the default.
  EPI_LAG_DAYS: optionalText
    .refine((v) => v === undefined || (/^\d{1,2}$/.test(v) && Number(v) <= MAX_EPI_LAG_DAYS), {
      message: `must be a whole number of days from 0 to ${MAX_EPI_LAG_DAYS} (default ${EPI_WEEK_COMPLETE_LAG_DAYS})`,
    })
    .transform((v) => (v === undefined ? EPI_WEEK_COMPLETE_LAG_DAYS : Number(v))),
  DEMO: flag,
  TRUST_PROXY: flag,
  RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(1000).default(1),
  MARKER_TILE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(MARKER_TILES.markerLimit),
  WEB_DIST: z.string().default('apps/web/dist'),
  // Web Push keys (base64url, as `npx web-push generate-vapid-keys` prints them): both or neither.
  VAPID_PUBLIC_KEY: optionalText.refine((v) => v === undefined || /^[A-Za-z0-9_-]{80,90}$/.test(v), {
    message: 'must be a base64url P-256 public key (87 characters)',
  }),
  VAPID_PRIVATE_KEY: optionalText.refine((v) => v === undefined || /^[A-Za-z0-9_-]{40,46}$/.test(v), {
    message: 'must be a base64url P-256 private key (43 characters)',
  }),
  VAPID_SUBJECT: optionalText.refine((v) => v === undefined || /^(mailto:|https:\/\/)/.test(v), {
    message: 'must start with mailto: or https://',
  }),
  // An OpenAI-compatible chat endpoint that rewrites the recommendation engine's facts: all three or none.
  LLM_BASE_URL: optionalText.pipe(z.url().optional()),
  LLM_API_KEY: optionalText,
  LLM_MODEL: optionalText,
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
  // Open-Meteo's forecast API (no key); 'off' leaves the weather section out.
  WEATHER_URL: z
    .string()
    .trim()
    .default('https://api.open-meteo.com/v1/forecast')
    .refine((v) => v === 'off' || z.url().safeParse(v).success, { message: "must be a URL or 'off'" }),
  WEATHER_TIMEOUT_MS: z.coerce.number().int().min(100).max(10_000).default(3000),
  // The bearer token a Prometheus scraper sends to GET /api/v1/metrics; unset: the route answers 404.
  METRICS_TOKEN: optionalText.refine((v) => v === undefined || v.length >= 16, {
    message: 'must be at least 16 characters long',
  }),
  // An S3-compatible bucket for uploaded images, shared by every instance: all five or none (then DATA_DIR).
  S3_ENDPOINT: optionalText.pipe(z.url().optional()),
  S3_BUCKET: optionalText.refine((v) => v === undefined || /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(v), {
    message: 'must be a bucket name: 3 to 63 lower-case letters, digits, dots and dashes',
  }),
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: optionalText.refine((v) => v === undefined || /^(1|0|true|false|yes|no)$/.test(v), {
    message: 'must be true or false',
  }),
});

const S3_NAMES = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  superadminEmail: string | undefined;
  superadminPassword: string | undefined;
  mapTileUrl: string;
  mapTileAttribution: string;
  geocoderUrl: string | undefined;
  publicUrl: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  importMaxBytes: number;
  /** Days after its Saturday before a morbidity week is complete: the analysis and the trends use it. */
  epiLagDays: number;
  demo: boolean;
  /** Behind a reverse proxy, take the client IP from X-Forwarded-For (rate limits and the audit log use it). */
  trustProxy: boolean;
  /** Multiplies the sign-in rate limits; only test environments raise it. */
  rateLimitScale: number;
  /** Reports a marker tile holds before it answers counts per area (decision 047). */
  markerTileLimit: number;
  webDist: string;
  /** Web Push identity; undefined keys are generated once and kept in the database. */
  vapid: { publicKey: string | undefined; privateKey: string | undefined; subject: string | undefined };
  /** The optional language model of the recommendations (docs/decisions/029); undefined: engine text only. */
  languageModel: { baseUrl: string; apiKey: string; model: string; timeoutMs: number } | undefined;
  /** The forecast for the weather section (docs/decisions/030); url undefined when switched off. */
  weather: { url: string | undefined; timeoutMs: number };
  /** GET /api/v1/metrics needs `Authorization: Bearer <metricsToken>`; undefined: no metrics route. */
  metricsToken: string | undefined;
  /** Where uploaded images go: an S3-compatible bucket, or undefined for `DATA_DIR/uploads` (docs/decisions/041). */
  s3: S3Config | undefined;
};

export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `<endpoint>/<bucket>/<key>` instead of `<bucket>.<endpoint>/<key>`: MinIO and most self-hosted stores. */
  forcePathStyle: boolean;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  if (e.SUPERADMIN_PASSWORD && !e.SUPERADMIN_EMAIL) {
    throw new ConfigError('Invalid configuration: SUPERADMIN_PASSWORD is set but SUPERADMIN_EMAIL is not');
  }
  if ((e.VAPID_PUBLIC_KEY === undefined) !== (e.VAPID_PRIVATE_KEY === undefined)) {
    throw new ConfigError(
      'Invalid configuration: set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither',
    );
  }
  const llm = [e.LLM_BASE_URL, e.LLM_API_KEY, e.LLM_MODEL];
  if (llm.some((v) => v !== undefined) && llm.some((v) => v === undefined)) {
    throw new ConfigError(
      'Invalid configuration: set all of LLM_BASE_URL, LLM_API_KEY and LLM_MODEL, or none',
    );
  }
  return {
    ...settings(e),
    s3: s3Settings(e),
  };
}

function s3Settings(e: z.infer<typeof envSchema>): S3Config | undefined {
  const missing = S3_NAMES.filter((name) => e[name] === undefined);
  if (missing.length === S3_NAMES.length) {
    if (e.S3_FORCE_PATH_STYLE !== undefined) {
      throw new ConfigError(
        'Invalid configuration: S3_FORCE_PATH_STYLE is set but the other S3_* settings are not',
      );
    }
    return undefined;
  }
  if (missing.length > 0) {
    throw new ConfigError(
      `Invalid configuration: set all of ${S3_NAMES.join(', ')} to store images in a bucket, or none to keep them in DATA_DIR (missing: ${missing.join(', ')})`,
    );
  }
  return {
    endpoint: e.S3_ENDPOINT!,
    bucket: e.S3_BUCKET!,
    region: e.S3_REGION!,
    accessKeyId: e.S3_ACCESS_KEY_ID!,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: ['1', 'true', 'yes'].includes(e.S3_FORCE_PATH_STYLE ?? ''),
  };
}

function settings(e: z.infer<typeof envSchema>): Omit<Config, 's3'> {
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    superadminEmail: e.SUPERADMIN_EMAIL,
    superadminPassword: e.SUPERADMIN_PASSWORD,
    mapTileUrl: e.MAP_TILE_URL,
    mapTileAttribution: e.MAP_TILE_ATTRIBUTION,
    geocoderUrl: e.GEOCODER_URL,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    logLevel: e.LOG_LEVEL,
    importMaxBytes: Math.round(e.IMPORT_MAX_MB * 1024 * 1024),
    epiLagDays: e.EPI_LAG_DAYS,
    demo: e.DEMO,
    trustProxy: e.TRUST_PROXY,
    rateLimitScale: e.RATE_LIMIT_SCALE,
    markerTileLimit: e.MARKER_TILE_LIMIT,
    webDist: path.resolve(e.WEB_DIST),
    vapid: { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT },
    languageModel:
      e.LLM_BASE_URL && e.LLM_API_KEY && e.LLM_MODEL
        ? { baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY, model: e.LLM_MODEL, timeoutMs: e.LLM_TIMEOUT_MS }
        : undefined,
    weather: { url: e.WEATHER_URL === 'off' ? undefined : e.WEATHER_URL, timeoutMs: e.WEATHER_TIMEOUT_MS },
    metricsToken: e.METRICS_TOKEN,
  };
}
