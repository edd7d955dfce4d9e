import { useT } from '../../../i18n/language-store';
import '../../../i18n/en/about';

const linkClass = 'font-medium text-blue-800 underline underline-offset-4 hover:text-blue-950';

export function DataSources() {
  const t = useT();
  return (
    <section aria-labelledby="data-sources-title" className="mt-12">
      <h2 id="data-sources-title" className="text-2xl font-bold text-slate-900">
        {t('about.dataSources')}
      </h2>
      <ul className="mt-4 space-y-3 text-slate-700">
        <li>
          {t('about.boundaries')}{' '}
          <a className={linkClass} href="https://www.openstreetmap.org/copyright">
            {t('about.osmContributors')}
          </a>
          {t('about.availableUnder')}{' '}
          <a className={linkClass} href="https://opendatacommons.org/licenses/odbl/">
            {t('about.odbl')}
          </a>
        </li>
        <li>{t('about.population')}</li>
        <li>{t('about.historical')}</li>
      </ul>
    </section>
  );
}
