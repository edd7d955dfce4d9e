import { SlashHeading } from '../../../components/ui/slash-heading';
import { useT } from '../../../i18n/language-store';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { DataSources } from './data-sources';
import '../../../i18n/en/about';

export function AboutPage() {
  const t = useT();
  useDocumentTitle(t('about.title'));
  return (
    <>
      <aside aria-label={t('about.partner')} data-surface="dark" className="bg-brand-900 text-white">
        <p className="mx-auto max-w-4xl px-4 py-3 text-center text-sm font-medium sm:px-6">
          {t('about.partnerText')}
        </p>
      </aside>
      <article className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
        <SlashHeading
          as="h1"
          text={t('about.heading')}
          className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl"
        />
        <p className="mt-6 text-lg text-slate-700">{t('about.description')}</p>
        <div className="mt-12 grid gap-6 md:grid-cols-2">
          <section
            aria-labelledby="mission-title"
            className="rounded-2xl border border-slate-200 bg-slate-50 p-6"
          >
            <h2 id="mission-title" className="text-2xl font-bold text-slate-900">
              {t('about.mission')}
            </h2>
            <p className="mt-3 text-slate-700">{t('about.missionText')}</p>
          </section>
          <section
            aria-labelledby="vision-title"
            className="rounded-2xl border border-slate-200 bg-slate-50 p-6"
          >
            <h2 id="vision-title" className="text-2xl font-bold text-slate-900">
              {t('about.vision')}
            </h2>
            <p className="mt-3 text-slate-700">{t('about.visionText')}</p>
          </section>
        </div>
        <DataSources />
      </article>
    </>
  );
}
