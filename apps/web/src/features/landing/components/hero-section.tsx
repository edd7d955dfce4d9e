import { CtaButton } from '../../../components/ui/cta-button';
import { SlashHeading } from '../../../components/ui/slash-heading';
import { useT } from '../../../i18n/language-store';

/**
 * The hero fills the first screen under the header (about 3.75rem), so on a phone the map preview below
 * starts more than its 100 px loading margin under the fold: Leaflet and the map data wait for a scroll
 * instead of competing with the first screen (docs/decisions/016).
 */
export function HeroSection() {
  const t = useT();
  return (
    <section
      aria-labelledby="hero-title"
      data-surface="dark"
      className="hero relative flex min-h-[calc(100svh-3.75rem)] items-center overflow-hidden bg-brand-900 text-white"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(250,204,21,0.18),transparent_55%)]"
      />
      <div className="relative mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-16 sm:px-6 sm:py-24 lg:py-28">
        <p className="text-sm font-semibold tracking-wide text-yellow-300 uppercase">
          {t('landing.eyebrow')}
        </p>
        <SlashHeading
          as="h1"
          id="hero-title"
          tone="dark"
          text={t('landing.heroTitle')}
          className="max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
        />
        <p className="max-w-2xl text-lg text-slate-200">{t('landing.heroText')}</p>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <CtaButton to="/mapping">{t('landing.checkPatterns')}</CtaButton>
          <CtaButton to="/community" variant="outline-dark">
            {t('landing.reportSite')}
          </CtaButton>
          <CtaButton to="/buzzline" variant="outline-dark">
            {t('landing.getTips')}
          </CtaButton>
        </div>
      </div>
    </section>
  );
}
