import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title';

export interface AuthCardProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The frame of the sign-in screens: one titled card in the middle of the auth layout. */
export function AuthCard({ title, intro, children, footer }: AuthCardProps) {
  useDocumentTitle(title);
  return (
    <section aria-labelledby="auth-title" className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 id="auth-title" className="text-2xl font-bold tracking-tight text-slate-900">
          {title}
        </h1>
        {intro ? <div className="mt-2 text-slate-700">{intro}</div> : null}
        <div className="mt-6">{children}</div>
      </div>
      {footer ? <div className="mt-6 text-center text-sm text-slate-700">{footer}</div> : null}
    </section>
  );
}

export const linkClass = 'font-semibold text-blue-800 underline underline-offset-4 hover:text-blue-900';

export const primaryButtonClass =
  'inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-full bg-slate-900 px-5 py-2.5 font-semibold text-white hover:bg-slate-800 disabled:cursor-not-allowed disabled:bg-slate-400';

export const secondaryButtonClass =
  'inline-flex min-h-11 items-center justify-center rounded-full border border-slate-300 px-5 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-500';
