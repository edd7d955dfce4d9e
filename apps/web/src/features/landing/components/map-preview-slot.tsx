import { Link } from 'react-router';

/**
 * Where the landing page's map preview goes. The mapping issue replaces the placeholder box with the
 * preview (validated reports only, loaded when the slot comes within 100 px of the viewport, a click
 * opening /mapping). It must stay lazily imported: the landing page carries no map code.
 */
export function MapPreviewSlot() {
  return (
    <section aria-labelledby="map-preview-title" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
      <h2 id="map-preview-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        Dengue map of Quezon City
      </h2>
      <p className="mt-2 max-w-2xl text-slate-700">
        Barangays coloured by their latest dengue pattern, with validated breeding-site reports.
      </p>
      <div
        data-testid="map-preview-placeholder"
        className="mt-6 flex aspect-[16/9] max-h-[28rem] w-full flex-col items-center justify-center gap-3 rounded-2xl border-2 border-dashed border-slate-300 bg-slate-50 p-6 text-center sm:aspect-[21/9]"
      >
        <p className="text-slate-700">The map preview will appear here.</p>
        <Link to="/mapping" className="font-semibold text-blue-800 underline underline-offset-4">
          Open the dengue map
        </Link>
      </div>
    </section>
  );
}
