import type { LayerToggles as Toggles } from '../hooks/use-map-layers';

const buttonClass =
  'min-h-11 rounded-full border border-blue-700 px-4 py-2 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-700';

/**
 * 'Show/Hide Breeding Sites' and 'Show/Hide Interventions' (resident section 2) and the recent-completed
 * display: plain buttons and a checkbox, so they work from the keyboard and name their state in words.
 */
export function LayerToggles({ toggles, onChange }: { toggles: Toggles; onChange: (next: Toggles) => void }) {
  const flip = (key: keyof Toggles) => onChange({ ...toggles, [key]: !toggles[key] });
  const look = (on: boolean) =>
    on ? 'bg-blue-700 text-white hover:bg-blue-800' : 'bg-white text-blue-800 hover:bg-blue-50';
  return (
    <section aria-labelledby="map-layers-title" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="map-layers-title" className="text-sm font-bold text-slate-900">
        Map layers
      </h2>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          className={`${buttonClass} ${look(toggles.showBreedingSites)}`}
          onClick={() => flip('showBreedingSites')}
        >
          {toggles.showBreedingSites ? 'Hide Breeding Sites' : 'Show Breeding Sites'}
        </button>
        <button
          type="button"
          className={`${buttonClass} ${look(toggles.showInterventions)}`}
          onClick={() => flip('showInterventions')}
        >
          {toggles.showInterventions ? 'Hide Interventions' : 'Show Interventions'}
        </button>
      </div>
      <label className="mt-3 flex min-h-11 items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          className="size-5 accent-blue-700"
          checked={toggles.showRecentCompleted}
          disabled={!toggles.showInterventions}
          onChange={() => flip('showRecentCompleted')}
        />
        Show interventions completed in the last 30 days
      </label>
    </section>
  );
}
