import type { ReactNode } from 'react';

export interface ErrorPanelProps {
  /** The heading's id: the heading names the alert. */
  titleId: string;
  title: string;
  /** Tailwind text size of the heading. */
  titleSize: 'text-2xl' | 'text-3xl';
  body: string;
  /** The way out: one or more buttons. */
  children: ReactNode;
}

/** The centred alert that stands in for a screen that crashed or could not load. */
export function ErrorPanel({ titleId, title, titleSize, body, children }: ErrorPanelProps) {
  return (
    <section
      role="alert"
      aria-labelledby={titleId}
      className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center"
    >
      <h1 id={titleId} className={`${titleSize} font-bold text-slate-900`}>
        {title}
      </h1>
      <p className="text-slate-700">{body}</p>
      {children}
    </section>
  );
}
