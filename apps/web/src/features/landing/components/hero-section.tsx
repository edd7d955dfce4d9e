import { CtaButton } from '../../../components/ui/cta-button';
import { SlashHeading } from '../../../components/ui/slash-heading';

export function HeroSection() {
  return (
    <section
      aria-labelledby="hero-title"
      data-surface="dark"
      className="hero relative overflow-hidden bg-brand-900 text-white"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(250,204,21,0.18),transparent_55%)]"
      />
      <div className="relative mx-auto flex max-w-6xl flex-col gap-6 px-4 py-16 sm:px-6 sm:py-24 lg:py-28">
        <p className="text-sm font-semibold tracking-wide text-yellow-300 uppercase">
          Community dengue tracking for Quezon City
        </p>
        <SlashHeading
          as="h1"
          id="hero-title"
          tone="dark"
          text="Track dengue. Report breeding sites. /Protect your barangay./"
          className="max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
        />
        <p className="max-w-2xl text-lg text-slate-200">
          See weekly dengue patterns for every barangay, share where mosquitoes may breed, and get the
          prevention tips and alerts of the Quezon City Epidemiology and Surveillance Division.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <CtaButton to="/mapping">Check Dengue Patterns</CtaButton>
          <CtaButton to="/community" variant="outline-dark">
            Report a Breeding Site
          </CtaButton>
          <CtaButton to="/buzzline" variant="outline-dark">
            Get Prevention Tips
          </CtaButton>
        </div>
      </div>
    </section>
  );
}
