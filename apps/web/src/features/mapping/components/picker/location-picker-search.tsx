import { type KeyboardEvent, useId, useState } from 'react';
import type { KeyedMessage } from '../../../../i18n/catalogue';
import { useT } from '../../../../i18n/language-store';
import { findArea, type PickerArea, type PickerAreas } from '../../model/picker-rules';
import '../../../../i18n/en/map';

/**
 * 'Find a barangay': the typed name (matched loosely, 'sto nino' finds Santo Niño) moves the map there.
 * Not a <form>: the picker sits inside other forms, and Enter here must not submit them.
 */
export function LocationPickerSearch({
  areas,
  onFound,
  onMissing,
}: {
  areas: PickerAreas | null;
  onFound: (area: PickerArea) => void;
  onMissing: (message: KeyedMessage) => void;
}) {
  const t = useT();
  const id = useId();
  const [typed, setTyped] = useState('');

  const search = () => {
    if (!typed.trim()) return;
    // Without the boundary data there is no map to show a barangay on.
    if (!areas) {
      onMissing({ key: 'map.notLoaded' });
      return;
    }
    const area = findArea(areas, typed);
    if (area) {
      setTyped(area.name);
      onFound(area);
    } else onMissing({ key: 'picker.noSuchBarangay', params: { typed: typed.trim() } });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    search();
  };

  return (
    // At least 16rem before 'Use my location' shares its row: on a phone the button goes under it.
    <div className="flex min-w-0 flex-[1_1_16rem] flex-col gap-1.5">
      <label htmlFor={`${id}-search`} className="text-sm font-medium text-slate-800">
        {t('picker.findBarangay')}
      </label>
      {/* The button goes under the box when the box would be narrower than a short name. */}
      <div className="flex flex-wrap gap-2">
        <input
          id={`${id}-search`}
          type="search"
          list={`${id}-names`}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={onKeyDown}
          autoComplete="off"
          className="min-h-11 min-w-0 flex-[1_1_10rem] rounded-lg border border-slate-300 bg-white px-3 text-slate-900"
        />
        <datalist id={`${id}-names`}>
          {areas?.barangays.map((area) => (
            <option key={area.name} value={area.name} />
          ))}
        </datalist>
        <button
          type="button"
          onClick={search}
          className="min-h-11 shrink-0 rounded-full bg-slate-900 px-4 text-sm font-semibold text-white hover:bg-slate-700"
        >
          {t('picker.showOnMap')}
        </button>
      </div>
    </div>
  );
}
