import { useT } from '../../../../i18n/language-store';
import type { LayerToggles as Toggles } from '../../hooks/use-map-layers';
import '../../../../i18n/en/map';

const buttonClass =
  'min-h-11 rounded-full border border-blue-700 px-4 py-2 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-700';

/**
 * 'Show/Hide Breeding Sites' and 'Show/Hide Interventions' (resident section 2) and the recent-completed
 * display: plain buttons and a checkbox, so they work from the keyboard and name their state in words.
 */
export function LayerToggles({ toggles, onChange }: { toggles: Toggles; onChange: (next: Toggles) => void }) {
  const t = useT();
  const flip = (key: keyof Toggles) => onChange({ ...toggles, [key]: !toggles[key] });
  const look = (on: boolean) =>
    on ? 'bg-blue-700 text-white hover:bg-blue-800' : 'bg-white text-blue-800 hover:bg-blue-50';
  return (
    <section aria-labelledby="map-layers-title" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="map-layers-title" className="text-sm font-bold text-slate-900">
        {t('map.layers')}
      </h2>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          className={`${buttonClass} ${look(toggles.showBreedingSites)}`}
          onClick={() => flip('showBreedingSites')}
        >
          {toggles.showBreedingSites ? t('map.hideSites') : t('map.showSites')}
        </button>
        <button
          type="button"
          className={`${buttonClass} ${look(toggles.showInterventions)}`}
          onClick={() => flip('showInterventions')}
        >
          {toggles.showInterventions ? t('map.hideInterventions') : t('map.showInterventions')}
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
        {t('map.recentCompleted')}
      </label>
    </section>
  );
}
