import { SlashHeading } from '../../../components/ui/slash-heading';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { DataSources } from './data-sources';

export function AboutPage() {
  useDocumentTitle('About');
  return (
    <>
      <aside aria-label="Partner" data-surface="dark" className="bg-brand-900 text-white">
        <p className="mx-auto max-w-4xl px-4 py-3 text-center text-sm font-medium sm:px-6">
          In partnership with the Quezon City Epidemiology and Surveillance Division
        </p>
      </aside>
      <article className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
        <SlashHeading
          as="h1"
          text="About /Dengue Watch QC/"
          className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl"
        />
        <p className="mt-6 text-lg text-slate-700">
          Dengue Watch QC brings weekly updated dengue data, alerts and prevention tips to the residents of
          Quezon City, together with crowdsourced reports of mosquito breeding sites and data-driven insights
          that help health workers act where they are needed most.
        </p>
        <div className="mt-12 grid gap-6 md:grid-cols-2">
          <section
            aria-labelledby="mission-title"
            className="rounded-2xl border border-slate-200 bg-slate-50 p-6"
          >
            <h2 id="mission-title" className="text-2xl font-bold text-slate-900">
              Mission
            </h2>
            <p className="mt-3 text-slate-700">
              To empower communities through dengue tracking and crowdsourced reports, raise awareness,
              promote prevention and support rapid outbreak response.
            </p>
          </section>
          <section
            aria-labelledby="vision-title"
            className="rounded-2xl border border-slate-200 bg-slate-50 p-6"
          >
            <h2 id="vision-title" className="text-2xl font-bold text-slate-900">
              Vision
            </h2>
            <p className="mt-3 text-slate-700">
              To be the leading community-driven dengue prevention platform for a dengue-free future.
            </p>
          </section>
        </div>
        <DataSources />
      </article>
    </>
  );
}
