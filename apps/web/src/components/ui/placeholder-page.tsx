import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title';

export interface PlaceholderPageProps {
  title: string;
  /** Where the way-out link leads; the home page unless told otherwise. */
  backTo?: { to: string; label: string };
}

/** An honest stand-in for a screen another issue delivers: its title, and no invented content. */
export function PlaceholderPage({
  title,
  backTo = { to: '/home', label: 'Back to Home' },
}: PlaceholderPageProps) {
  useDocumentTitle(title);
  return (
    <section aria-labelledby="placeholder-title" className="mx-auto w-full max-w-3xl px-4 py-16 sm:px-6">
      <h1 id="placeholder-title" className="text-3xl font-bold tracking-tight text-slate-900">
        {title}
      </h1>
      <p className="mt-4 text-lg text-slate-700">This part of Dengue Watch QC is being built.</p>
      <Link
        to={backTo.to}
        className="mt-8 inline-block font-semibold text-blue-800 underline underline-offset-4"
      >
        {backTo.label}
      </Link>
    </section>
  );
}
