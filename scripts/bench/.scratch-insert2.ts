import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { openDatabase, PGLITE_EXTENSIONS, runMigrations, wrapPglite } from '../../apps/api/src/db/client.ts';
import { seedBarangays } from '../../apps/api/src/db/seed/barangays.ts';

const mem = (l: string) => console.log(l, 'rss', Math.round(process.memoryUsage().rss / 1e6));
const url = process.env.PGURL;
let t0 = Date.now();
mem('start');
const client = url ? null : await PGlite.create({ extensions: PGLITE_EXTENSIONS });
const database = url ? await openDatabase({ databaseUrl: url, dataDir: '' }) : wrapPglite(client!, 'mem');
mem('created');
await runMigrations(database);
await seedBarangays(database.db);
mem('setup');
console.log('setup', Date.now() - t0);
const db = database.db;
const ids = ((await db.execute(sql`select id from barangays`)) as any).rows.map((r: any) => r.id);
const N = 150_000;
const mode = process.env.MODE ?? 'unnest';
const B = Number(process.env.B ?? 5000);
const f: string[] = [],
  b: string[] = [],
  a: string[] = [],
  o: string[] = [],
  out: string[] = [],
  s: string[] = [],
  age: number[] = [],
  c: string[] = [],
  x: string[] = [];
for (let i = 0; i < N; i++) {
  const d = new Date(Date.UTC(2015, 0, 1) + (i % 3650) * 86400000).toISOString().slice(0, 10);
  f.push(createHash('sha256').update(`row${i}`).digest('base64url'));
  b.push(ids[i % ids.length]);
  a.push(d);
  o.push(d);
  out.push(i % 50 ? 'alive' : 'died');
  s.push(i % 2 ? 'M' : 'F');
  age.push(i % 80);
  c.push('Suspect');
  x.push(JSON.stringify({ Region: 'NCR', DRU: 'X' }));
}
mem('prepared');
t0 = Date.now();
await db.transaction(async (tx) => {
  const imp = (
    (await tx.execute(sql`insert into case_imports (original_filename) values ('x') returning id`)) as any
  ).rows[0].id;
  for (let i = 0; i < N; i += B) {
    const sl = <T>(arr: T[]) => arr.slice(i, i + B);
    if (mode === 'unnest') {
      await tx.execute(sql`insert into dengue_cases (fingerprint, import_id, barangay_id, admitted_on, onset_on, onset_imputed, morbidity_week_start, outcome, sex, age_years, case_classification, extra)
      select f, ${imp}::uuid, b, a, o, false, a, "out"::case_outcome, s, age, c, x from unnest(${sql.param(sl(f))}::text[], ${sql.param(sl(b))}::uuid[], ${sql.param(sl(a))}::date[], ${sql.param(sl(o))}::date[], ${sql.param(sl(out))}::text[], ${sql.param(sl(s))}::text[], ${sql.param(sl(age))}::float8[], ${sql.param(sl(c))}::text[], ${sql.param(sl(x))}::jsonb[]) as t(f, b, a, o, "out", s, age, c, x)
      on conflict (fingerprint) do nothing`);
    } else if (mode === 'noidx') {
      await tx.execute(sql`insert into dengue_cases (fingerprint, import_id, barangay_id, admitted_on, onset_on, onset_imputed, morbidity_week_start, outcome, sex, age_years, case_classification, extra)
      select f, ${imp}::uuid, b, a, o, false, a, "out"::case_outcome, s, age, c, null from unnest(${sql.param(sl(f))}::text[], ${sql.param(sl(b))}::uuid[], ${sql.param(sl(a))}::date[], ${sql.param(sl(o))}::date[], ${sql.param(sl(out))}::text[], ${sql.param(sl(s))}::text[], ${sql.param(sl(age))}::float8[], ${sql.param(sl(c))}::text[]) as t(f, b, a, o, "out", s, age, c)
      on conflict (fingerprint) do nothing`);
    }
  }
});
console.log('insert', mode, Date.now() - t0, 'ms', B);
mem('inserted');
t0 = Date.now();
const agg = await db.execute(
  sql`select barangay_id, morbidity_week_start, count(*)::int n, count(*) filter (where outcome='died')::int d from dengue_cases group by 1,2`,
);
console.log('agg', Date.now() - t0, (agg as any).rows.length);
mem('end');
await database.close();
