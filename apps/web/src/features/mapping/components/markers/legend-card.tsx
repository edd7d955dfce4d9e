import type { ReactNode } from 'react';

/** One of the map's legends: a titled card beside the map (its title names it for screen readers). */
export function LegendCard({
  titleId,
  title,
  children,
}: {
  titleId: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={titleId} className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id={titleId} className="text-sm font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
