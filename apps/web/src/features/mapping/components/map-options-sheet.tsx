import { type ReactNode, useId, useState } from 'react';
import { useT } from '../../../i18n/language-store';
import '../../../i18n/en/map';

/**
 * On a phone, the layer toggles and legends as a sheet over the map's lower edge: closed at first so the
 * map has the whole screen (decision 034), opened and closed by one button that says its state.
 * Above Leaflet's controls (z-index 1000) inside the map's own stacking context.
 */
export function MapOptionsSheet({ children }: { children: ReactNode }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="pointer-events-none absolute inset-x-0 bottom-0 z-[1100] flex max-h-full flex-col items-start gap-2 p-2">
      {open ? (
        <div
          id={id}
          className="pointer-events-auto max-h-[60vh] w-full space-y-3 overflow-y-auto rounded-xl bg-slate-100 p-2 shadow-lg"
        >
          {children}
        </div>
      ) : null}
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((was) => !was)}
        className="pointer-events-auto inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-900 shadow focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
      >
        <span aria-hidden="true">{open ? '▾' : '▴'}</span>
        {t('map.layersAndLegend')}
      </button>
    </div>
  );
}
