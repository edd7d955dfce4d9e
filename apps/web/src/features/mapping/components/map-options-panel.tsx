import type { MarkerOptions } from '../model/map-filters';

/** The Map component's options (admin section 2): validated only, the 5 most recent, hide clusters. */
export const RECENT_ONLY_COUNT = 5;

export function MapOptionsPanel({
  options,
  onChange,
}: {
  options: MarkerOptions;
  onChange: (next: MarkerOptions) => void;
}) {
  const boxes = [
    {
      label: 'Validated reports only',
      checked: Boolean(options.validatedOnly),
      change: (on: boolean) => onChange({ ...options, validatedOnly: on }),
    },
    {
      label: `Only the ${RECENT_ONLY_COUNT} most recent reports`,
      checked: Boolean(options.recentOnly),
      change: (on: boolean) => onChange({ ...options, recentOnly: on ? RECENT_ONLY_COUNT : undefined }),
    },
    {
      label: 'Hide clusters',
      checked: Boolean(options.hideClusters),
      change: (on: boolean) => onChange({ ...options, hideClusters: on }),
    },
  ];
  return (
    <fieldset className="rounded-xl border border-slate-200 bg-white p-4">
      <legend className="px-1 text-sm font-bold text-slate-900">Report filters</legend>
      {boxes.map((box) => (
        <label key={box.label} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="size-5 accent-blue-700"
            checked={box.checked}
            onChange={(event) => box.change(event.target.checked)}
          />
          {box.label}
        </label>
      ))}
    </fieldset>
  );
}
