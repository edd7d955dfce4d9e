import { and, desc, eq, getTableColumns, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { barangays, caseImports } from '../../../db/schema/index.ts';

export type ImportRow = typeof caseImports.$inferSelect;
export type ImportUpdate = Partial<typeof caseImports.$inferInsert>;

export const RUNNING_STATUSES = ['queued', 'parsing', 'saving', 'analysing'] as const;
/**
 * The steps run by the process that received the file. 'analysing' belongs to the analysis job, which any
 * instance takes and which marks the import failed itself when its last try fails.
 */
export const RECEIVER_STATUSES = ['queued', 'parsing', 'saving'] as const;

export async function insertImport(
  db: Db,
  values: { uploadedBy: string | null; originalFilename: string; fileBytes: number },
): Promise<ImportRow> {
  const [row] = await db.insert(caseImports).values(values).returning();
  return row!;
}

export async function findImport(db: Db, id: string): Promise<ImportRow | undefined> {
  const [row] = await db.select().from(caseImports).where(eq(caseImports.id, id));
  return row;
}

export async function findImportForUpdate(db: Db, id: string): Promise<ImportRow | undefined> {
  const [row] = await db.select().from(caseImports).where(eq(caseImports.id, id)).for('update');
  return row;
}

/** The import history: the newest imports first, without their problem lists. */
export async function listImports(db: Db, limit: number) {
  const { problems, unmatchedBarangays, ...columns } = getTableColumns(caseImports);
  return db.select(columns).from(caseImports).orderBy(desc(caseImports.startedAt)).limit(limit);
}

/** Removes the cases an import added; answers how many. */
export async function deleteImportCases(db: Db, importId: string): Promise<number> {
  const result = (await db.execute(
    sql`delete from dengue_cases where import_id = ${importId}::uuid`,
  )) as unknown as { rowCount?: number | null; affectedRows?: number };
  return result.rowCount ?? result.affectedRows ?? 0;
}

/** A job as its status poll needs it: the first `problemLimit` problems and how many there are in all. */
export type ImportStatusRow = Omit<ImportRow, 'problems'> & {
  problems: ImportRow['problems'];
  problemCount: number;
};

/**
 * The row for a status poll. The problems list of a large bad file can hold hundreds of thousands of entries
 * and is polled every second during the import, so the database slices it: only the first `problemLimit`
 * leave PostgreSQL (the full list is the problems CSV, read once on demand with `findImport`).
 */
export async function findImportStatus(
  db: Db,
  id: string,
  problemLimit: number,
): Promise<ImportStatusRow | undefined> {
  const { problems, ...columns } = getTableColumns(caseImports);
  // jsonpath's 'to' is inclusive: $[0 to 99] is the first 100 elements (fewer when the list is shorter).
  const range = `$[0 to ${Math.max(1, Math.floor(problemLimit)) - 1}]`;
  const [row] = await db
    .select({
      ...columns,
      problems: sql<ImportRow['problems']>`jsonb_path_query_array(${problems}, ${range}::jsonpath)`,
      problemCount: sql<number>`jsonb_array_length(${problems})::int`,
    })
    .from(caseImports)
    .where(eq(caseImports.id, id));
  return row;
}

/** Every update is also a heartbeat: the job is alive while it writes. */
export async function updateImport(db: Db, id: string, values: ImportUpdate): Promise<void> {
  await db
    .update(caseImports)
    .set({ ...values, heartbeatAt: new Date() })
    .where(eq(caseImports.id, id));
}

/**
 * Marks imports whose receiving process stopped before the commit failed; with `heartbeatBefore`, only those
 * whose process stopped writing.
 */
export async function failRunningImports(db: Db, error: string, heartbeatBefore?: Date): Promise<number> {
  const running = inArray(caseImports.status, [...RECEIVER_STATUSES]);
  const rows = await db
    .update(caseImports)
    .set({ status: 'failed', error, finishedAt: new Date() })
    .where(heartbeatBefore ? and(running, lt(caseImports.heartbeatAt, heartbeatBefore)) : running)
    .returning({ id: caseImports.id });
  return rows.length;
}

export async function listBarangayIds(db: Db): Promise<{ id: string; name: string }[]> {
  return db.select({ id: barangays.id, name: barangays.name }).from(barangays);
}

export interface CaseColumns {
  id: string[];
  fingerprint: string[];
  barangayId: string[];
  admittedOn: string[];
  onsetOn: (string | null)[];
  onsetImputed: boolean[];
  weekStart: string[];
  outcome: ('alive' | 'died')[];
  sex: (string | null)[];
  age: (number | null)[];
  classification: (string | null)[];
  extra: (string | null)[];
}

/**
 * A PostgreSQL array literal, built here rather than by the driver: the values of a batch are mostly ids,
 * dates and numbers that need no escaping, and the drivers' generic array encoders cost more than the
 * insert itself on the embedded database. Free text is quoted and escaped.
 */
export function arrayLiteral(values: readonly (string | number | boolean | null)[], quote = false): string {
  const parts = new Array<string>(values.length);
  // Quoted columns (sex, classification, the extra JSON) repeat a handful of values: escape each once.
  const quoted = quote ? new Map<string, string>() : null;
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    if (value === null || value === undefined) parts[i] = 'NULL';
    else if (quoted === null) parts[i] = String(value);
    else {
      const text = String(value);
      let element = quoted.get(text);
      if (element === undefined) {
        element = `"${text.replace(/["\\]/g, '\\$&')}"`;
        quoted.set(text, element);
      }
      parts[i] = element;
    }
  }
  return `{${parts.join(',')}}`;
}

/**
 * Dictionary coding for a column that repeats a few values (142 barangay ids, a handful of extra-column
 * objects): the distinct values once, and per row its 1-based position among them. Each distinct value is
 * then sent and parsed once per batch instead of once per row.
 */
export function dictionary(values: readonly (string | null)[]): {
  distinct: (string | null)[];
  at: number[];
} {
  const positions = new Map<string | null, number>();
  const distinct: (string | null)[] = [];
  const at = new Array<number>(values.length);
  for (let i = 0; i < values.length; i++) {
    const value = values[i]!;
    let position = positions.get(value);
    if (position === undefined) {
      position = distinct.push(value);
      positions.set(value, position);
    }
    at[i] = position;
  }
  return { distinct, at };
}

/**
 * One statement per batch: the values travel as array literals (14 parameters whatever the batch size, far
 * from the 65,535 limit) and unnest turns them back into rows; barangay ids and extra columns are
 * dictionary-coded. A fingerprint already stored is the same case: identical fields are skipped, changed
 * ones (a corrected row with the same CaseID) are updated in place, keeping the case's id and first import.
 * `xmax = 0` tells a row just inserted from one updated.
 */
export async function insertCaseBatch(
  db: Db,
  importId: string,
  c: CaseColumns,
): Promise<{ inserted: number; updated: number }> {
  const plain = (values: readonly (string | number | boolean | null)[]) => arrayLiteral(values);
  const text = (values: readonly (string | null)[]) => arrayLiteral(values, true);
  const barangay = dictionary(c.barangayId);
  const extra = dictionary(c.extra);
  const [row] = rowsOf<{ inserted: number; updated: number }>(
    await db.execute(sql`
    with written as (
      insert into dengue_cases as d (id, fingerprint, import_id, barangay_id, admitted_on, onset_on, onset_imputed,
        morbidity_week_start, outcome, sex, age_years, case_classification, extra)
      select id, fingerprint, ${importId}::uuid, (${plain(barangay.distinct)}::uuid[])[barangay_at], admitted_on,
        onset_on, onset_imputed, week_start, outcome::case_outcome, sex, age, classification,
        (${text(extra.distinct)}::jsonb[])[extra_at]
      from unnest(${plain(c.id)}::uuid[], ${plain(c.fingerprint)}::text[], ${plain(barangay.at)}::int4[],
        ${plain(c.admittedOn)}::date[], ${plain(c.onsetOn)}::date[], ${plain(c.onsetImputed)}::boolean[],
        ${plain(c.weekStart)}::date[], ${plain(c.outcome)}::text[], ${text(c.sex)}::text[], ${plain(c.age)}::float8[],
        ${text(c.classification)}::text[], ${plain(extra.at)}::int4[])
        as t(id, fingerprint, barangay_at, admitted_on, onset_on, onset_imputed, week_start, outcome, sex, age,
          classification, extra_at)
      on conflict (fingerprint) do update set
        barangay_id = excluded.barangay_id, admitted_on = excluded.admitted_on, onset_on = excluded.onset_on,
        onset_imputed = excluded.onset_imputed, morbidity_week_start = excluded.morbidity_week_start,
        outcome = excluded.outcome, sex = excluded.sex, age_years = excluded.age_years,
        case_classification = excluded.case_classification, extra = excluded.extra
      where (d.barangay_id, d.admitted_on, d.onset_on, d.onset_imputed, d.morbidity_week_start, d.outcome, d.sex,
          d.age_years, d.case_classification, d.extra)
        is distinct from (excluded.barangay_id, excluded.admitted_on, excluded.onset_on, excluded.onset_imputed,
          excluded.morbidity_week_start, excluded.outcome, excluded.sex, excluded.age_years,
          excluded.case_classification, excluded.extra)
      returning (xmax = 0) as inserted
    )
    select (count(*) filter (where inserted))::int as inserted,
      (count(*) filter (where not inserted))::int as updated
    from written`),
  );
  return { inserted: row?.inserted ?? 0, updated: row?.updated ?? 0 };
}

/** Imports of the line list are serialised across processes, so duplicates are counted exactly. */
export async function lockCaseImports(db: Db): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(727275)`);
}

/**
 * The barangay foreign key of dengue_cases, checked once per file instead of once per row: the barangays the
 * file may use are locked against deletion (FOR KEY SHARE, what the per-row check takes) and must all exist,
 * then the row triggers (the foreign key's checks) are off until `resumeRowTriggers`, for this transaction
 * only. The per-row check was a fifth of the save on PGlite (docs/decisions/004-case-import.md). Only a
 * superuser may switch triggers off (PGlite always is); otherwise every row is checked as before.
 * Answers whether the row triggers were switched off.
 */
export async function suspendRowTriggers(db: Db, barangayIds: readonly string[]): Promise<boolean> {
  const [role] = rowsOf<{ superuser: boolean }>(
    await db.execute(sql`select current_setting('is_superuser') = 'on' as superuser`),
  );
  if (!role?.superuser) return false;
  const locked = rowsOf<{ id: string }>(
    await db.execute(
      sql`select id from barangays where id = any(${arrayLiteral(barangayIds)}::uuid[]) for key share`,
    ),
  );
  if (locked.length !== new Set(barangayIds).size)
    throw new Error('A barangay was deleted during the import');
  await db.execute(sql`set local session_replication_role = replica`);
  return true;
}

export async function resumeRowTriggers(db: Db): Promise<void> {
  await db.execute(sql`set local session_replication_role = origin`);
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export async function countCases(db: Db): Promise<number> {
  const result = (await db.execute(sql`select count(*)::int as n from dengue_cases`)) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]?.n ?? 0;
}
