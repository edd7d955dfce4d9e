import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { openDatabase, PGLITE_EXTENSIONS, runMigrations, wrapPglite } from '../../apps/api/src/db/client.ts';
import { seedBarangays } from '../../apps/api/src/db/seed/barangays.ts';

const url = process.env.PGURL;
let t0 = Date.now();
const database = url
  ? await openDatabase({ databaseUrl: url, dataDir: '' })
  : wrapPglite(await PGlite.create({ extensions: PGLITE_EXTENSIONS }), 'mem');
await runMigrations(database);
await seedBarangays(database.db);
console.log('setup', Date.now() - t0);
const db = database.db;
const ids = ((await db.execute(sql`select id from barangays`)) as any).rows.map((r: any) => r.id);
const N = 150_000;
t0 = Date.now();
const rows: any[] = [];
for (let i = 0; i < N; i++) {
  const d = new Date(Date.UTC(2015, 0, 1) + (i % 3650) * 86400000).toISOString().slice(0, 10);
  rows.push({
    f: createHash('sha256').update(`row${i}`).digest('base64url'),
    b: ids[i % ids.length],
    a: d,
    o: d,
    w: d,
    out: i % 50 ? 'alive' : 'died',
    s: i % 2 ? 'M' : 'F',
    age: i % 80,
    c: 'Suspect',
    x: { Region: 'NCR', DRU: 'X' },
  });
}
console.log('prep', Date.now() - t0);
const B = Number(process.env.B ?? 5000);
t0 = Date.now();
await db.transaction(async (tx) => {
  const imp = (
    (await tx.execute(sql`insert into case_imports (original_filename) values ('x') returning id`)) as any
  ).rows[0].id;
  for (let i = 0; i < N; i += B) {
    const chunk = rows.slice(i, i + B);
    const r =
      await tx.execute(sql`insert into dengue_cases (fingerprint, import_id, barangay_id, admitted_on, onset_on, onset_imputed, morbidity_week_start, outcome, sex, age_years, case_classification, extra)
      select f, ${imp}::uuid, b, a, o, false, w, "out"::case_outcome, s, age, c, x from json_to_recordset(${JSON.stringify(chunk)}::json) as t(f text, b uuid, a date, o date, w date, "out" text, s text, age float8, c text, x jsonb)
      on conflict (fingerprint) do nothing`);
  }
});
console.log('insert json', Date.now() - t0, 'ms', B);
t0 = Date.now();
const agg = await db.execute(
  sql`select barangay_id, morbidity_week_start, count(*)::int n, count(*) filter (where outcome='died')::int d from dengue_cases group by 1,2`,
);
console.log('agg', Date.now() - t0, (agg as any).rows.length);
console.log('rss', process.memoryUsage().rss / 1e6);
await database.close();
