import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';

/**
 * farringtonFlexible of the R package surveillance (the improved Farrington of Noufaily et al. 2013) on
 * the benchmark's own series: the series go to CSV files, a small R script runs the method with the
 * Noufaily settings at alpha 0.005 and writes each evaluated week's p-value and alarm back. Only used
 * when Rscript and the package are installed (apt-get install r-base-core r-cran-surveillance); tests
 * and CI never need R.
 */

const R_SCRIPT = `
suppressMessages(library(surveillance))
args <- commandArgs(trailingOnly = TRUE)
dir <- args[1]; first <- as.integer(args[2]); n <- as.integer(args[3])
for (f in list.files(dir, pattern = "^series-[0-9]+\\\\.csv$")) {
  y <- as.matrix(read.csv(file.path(dir, f), header = FALSE))
  s <- sts(observed = y, start = c(2000, 1), frequency = 52)
  ctl <- list(range = first:n, b = 5, w = 3, noPeriods = 10, weightsThreshold = 2.58,
              pastWeeksNotIncluded = 26, pThresholdTrend = 1, trend = TRUE,
              thresholdMethod = "nbPlugin", alpha = 0.005, populationOffset = FALSE,
              reweight = TRUE, limit54 = c(0, 4), glmWarnings = FALSE)
  r <- farringtonFlexible(s, control = ctl)
  p <- r@control$pvalue; p[is.na(p)] <- 1
  a <- alarms(r); a[is.na(a)] <- 0
  out <- sub("series", "result", f)
  write.table(rbind(p, a), file.path(dir, out), sep = ",", row.names = FALSE, col.names = FALSE)
}
`;

export const farringtonAvailable = (): boolean => {
  const check = spawnSync(
    'Rscript',
    ['-e', 'quit(status = if (requireNamespace("surveillance", quietly = TRUE)) 0 else 1)'],
    { stdio: 'ignore' },
  );
  return check.status === 0;
};

export interface FarringtonWeeks {
  /** Per series, one p-value per evaluated week. */
  pvalues: number[][];
  alarms: boolean[][];
}

/**
 * Runs the method on groups of series (one group per scenario; each series the same length). Week
 * indices are 0-based in TypeScript and 1-based in R: `firstEvaluated` is the 0-based index.
 */
export const runFarrington = (
  groups: readonly (readonly number[][])[],
  firstEvaluated: number,
): FarringtonWeeks[] => {
  const dir = mkdtempSync(join(tmpdir(), 'farrington-'));
  try {
    const length = groups[0]?.[0]?.length ?? 0;
    groups.forEach((group, g) => {
      const lines = Array.from({ length }, (_, t) => group.map((series) => series[t] ?? 0).join(','));
      writeFileSync(join(dir, `series-${g}.csv`), `${lines.join('\n')}\n`);
    });
    writeFileSync(join(dir, 'farrington.R'), R_SCRIPT);
    const run = spawnSync(
      'Rscript',
      [join(dir, 'farrington.R'), dir, String(firstEvaluated + 1), String(length)],
      {
        encoding: 'utf8',
      },
    );
    if (run.status !== 0) throw new Error(`Rscript failed: ${run.stderr}`);
    return groups.map((group, g) => {
      const rows = readFileSync(join(dir, `result-${g}.csv`), 'utf8')
        .trim()
        .split('\n');
      const weeks = length - firstEvaluated;
      // rbind(p, a) of two weeks x series matrices: the first `weeks` rows are p, the rest alarms.
      const values = rows.map((line) => line.split(',').map(Number));
      return {
        pvalues: group.map((_, s) => values.slice(0, weeks).map((row) => row[s] ?? 1)),
        alarms: group.map((_, s) => values.slice(weeks).map((row) => (row[s] ?? 0) === 1)),
      };
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

/** What the cached results were computed from: the series are a function of these alone. */
export interface FarringtonCacheKey {
  seed: number;
  farringtonReplicates: number;
  firstEvaluated: number;
  weeks: number;
}

/**
 * R's results depend only on the seeded series, not on the engine, so a run that changes only the engine
 * can reuse them (--farrington-cache FILE): the file is written after R runs and read when its key matches.
 * A name ending in .gz is gzipped. The 30-replicate results of the default seed are kept in the repository
 * (scripts/bench/detection/farrington-seed-20240601-30.json.gz): R takes about 30 minutes for them here.
 */
export const readFarringtonCache = (file: string, key: FarringtonCacheKey): FarringtonWeeks[] | null => {
  if (!existsSync(file)) return null;
  const bytes = readFileSync(file);
  const text = file.endsWith('.gz') ? gunzipSync(bytes).toString('utf8') : bytes.toString('utf8');
  const stored = JSON.parse(text) as {
    key: FarringtonCacheKey;
    results: FarringtonWeeks[];
  };
  const same = (Object.keys(key) as (keyof FarringtonCacheKey)[]).every(
    (name) => stored.key?.[name] === key[name],
  );
  return same ? stored.results : null;
};

export const writeFarringtonCache = (
  file: string,
  key: FarringtonCacheKey,
  results: FarringtonWeeks[],
): void => {
  const text = JSON.stringify({ key, results });
  writeFileSync(file, file.endsWith('.gz') ? gzipSync(text, { level: 9 }) : text);
};
