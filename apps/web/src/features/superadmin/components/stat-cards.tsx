export interface StatCard {
  label: string;
  value: number | undefined;
}

/** The counts over the whole list (not just this page), from the API's stats block. */
export function StatCards({ cards }: { cards: readonly StatCard[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map((card) => (
        <div key={card.label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm font-medium text-slate-700">{card.label}</dt>
          <dd
            className="mt-1 text-3xl font-bold text-slate-900"
            data-testid={`stat-${card.label.toLowerCase()}`}
          >
            {card.value ?? '–'}
          </dd>
        </div>
      ))}
    </dl>
  );
}
