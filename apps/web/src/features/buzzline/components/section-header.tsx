import { Link } from 'react-router';
import { useT } from '../../../i18n/language-store';
import '../../../i18n/en/buzzline';

export function SectionHeader({
  id,
  title,
  viewAll,
}: {
  id: string;
  title: string;
  viewAll?: { to: string; label: string };
}) {
  const t = useT();
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {title}
      </h2>
      {viewAll ? (
        <Link
          to={viewAll.to}
          aria-label={viewAll.label}
          className="inline-flex min-h-11 items-center font-semibold text-blue-800 underline underline-offset-4 hover:text-blue-950"
        >
          {t('buzzline.viewAll')}
        </Link>
      ) : null}
    </div>
  );
}

export function BackToBuzzLine() {
  const t = useT();
  return (
    <Link
      to="/buzzline"
      className="inline-flex min-h-11 items-center font-semibold text-blue-800 underline underline-offset-4"
    >
      {t('buzzline.backTo')}
    </Link>
  );
}
