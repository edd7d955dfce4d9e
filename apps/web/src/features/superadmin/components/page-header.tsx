import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface PageHeaderProps {
  title: string;
  description?: string;
  link?: { to: string; label: string };
  actions?: ReactNode;
}

export function PageHeader({ title, description, link, actions }: PageHeaderProps) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
        {description ? <p className="mt-1 text-slate-700">{description}</p> : null}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {link ? (
          <Link
            to={link.to}
            className="font-semibold text-blue-800 underline underline-offset-4 hover:text-blue-900"
          >
            {link.label}
          </Link>
        ) : null}
        {actions}
      </div>
    </header>
  );
}
