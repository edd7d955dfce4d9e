const linkClass = 'font-medium text-blue-800 underline underline-offset-4 hover:text-blue-950';

export function DataSources() {
  return (
    <section aria-labelledby="data-sources-title" className="mt-12">
      <h2 id="data-sources-title" className="text-2xl font-bold text-slate-900">
        Data sources
      </h2>
      <ul className="mt-4 space-y-3 text-slate-700">
        <li>
          Barangay boundaries ©{' '}
          <a className={linkClass} href="https://www.openstreetmap.org/copyright">
            OpenStreetMap contributors
          </a>
          , available under the{' '}
          <a className={linkClass} href="https://opendatacommons.org/licenses/odbl/">
            Open Database License (ODbL 1.0)
          </a>
        </li>
        <li>Population figures: Philippine Statistics Authority 2015 census, as tagged in OpenStreetMap</li>
        <li>
          Historical weekly dengue counts: Philippines Department of Health, via the Humanitarian Data
          Exchange
        </li>
      </ul>
    </section>
  );
}
