import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useT } from '../../i18n/language-store';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The router's error element: a loader, an action or a layout failed (resident spec, section 2). */
export function RouteErrorPage() {
  const t = useT();
  const error = useRouteError();
  useDocumentTitle(t('error.pageTitle'));
  if (!isRouteErrorResponse(error)) console.error(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}`.trim() : null;

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="max-w-xl text-3xl font-bold text-slate-900">{t('error.page')}</h1>
      {detail ? <p className="text-slate-600">{detail}</p> : null}
      <Link
        to="/home"
        className="mt-2 inline-flex min-h-11 items-center rounded-full bg-slate-900 px-6 py-2 font-semibold text-white hover:bg-slate-800"
      >
        {t('error.goHome')}
      </Link>
    </main>
  );
}
