import type { ReactNode } from 'react';
import type { MessageKey } from '../../../i18n/catalogue';
import { useT } from '../../../i18n/language-store';

interface ValueCard {
  title: MessageKey;
  text: MessageKey;
  icon: ReactNode;
}

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className="size-6"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

const CARDS: ValueCard[] = [
  {
    title: 'landing.confidentiality',
    text: 'landing.confidentialityText',
    icon: (
      <Icon>
        <rect x="5" y="11" width="14" height="10" rx="2" />
        <path d="M8 11V8a4 4 0 0 1 8 0v3" />
      </Icon>
    ),
  },
  {
    title: 'landing.accessibility',
    text: 'landing.accessibilityText',
    icon: (
      <Icon>
        <rect x="7" y="2" width="10" height="20" rx="2" />
        <path d="M11 18h2" />
      </Icon>
    ),
  },
  {
    title: 'landing.community',
    text: 'landing.communityText',
    icon: (
      <Icon>
        <circle cx="9" cy="8" r="3" />
        <circle cx="17" cy="9" r="2.5" />
        <path d="M3 20a6 6 0 0 1 12 0M15 20a4.5 4.5 0 0 1 6-4.2" />
      </Icon>
    ),
  },
];

export function ValueCards() {
  const t = useT();
  return (
    <section aria-labelledby="values-title" className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <h2 id="values-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {t('landing.valuesTitle')}
        </h2>
        <ul className="mt-8 grid gap-5 md:grid-cols-3">
          {CARDS.map((card) => (
            <li key={card.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-cta text-slate-900">
                {card.icon}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(card.title)}</h3>
              <p className="mt-2 text-slate-700">{t(card.text)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
