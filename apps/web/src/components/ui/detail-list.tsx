import type { ReactNode } from 'react';

/** Terms and their values, side by side from the small breakpoint on: a report's facts, a confirmation. */
export function DetailList({ rows }: { rows: readonly (readonly [term: string, value: ReactNode])[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold text-slate-900">{term}</dt>
          <dd className="text-slate-800">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
