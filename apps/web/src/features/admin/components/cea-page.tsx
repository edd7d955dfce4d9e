import { type KeyboardEvent, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { DengueAlertsTab } from './cea/dengue-alerts-tab';
import { PublicPostsTab } from './cea/public-posts-tab';

const TABS = [
  { id: 'public', label: 'Public Information Posts' },
  { id: 'alerts', label: 'Dengue Alerts' },
] as const;
type CeaTab = (typeof TABS)[number]['id'];

const PANEL_ID = 'cea-tab-panel';
const tabId = (tab: CeaTab) => `cea-tab-${tab}`;

/** Community Engagement and Awareness: the tab lives in the URL (?tab=public|alerts) so a link opens it. */
export function CeaPage() {
  useDocumentTitle('Community Engagement and Awareness');
  const [params, setParams] = useSearchParams();
  const active: CeaTab = params.get('tab') === 'alerts' ? 'alerts' : 'public';
  const refs = useRef(new Map<CeaTab, HTMLButtonElement>());
  const choose = (tab: CeaTab) => setParams({ tab }, { replace: true });
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const next: CeaTab = active === 'public' ? 'alerts' : 'public';
    choose(next);
    refs.current.get(next)?.focus();
  };
  return (
    <section aria-labelledby="cea-title" className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <h1 id="cea-title" className="text-2xl font-bold tracking-tight text-slate-900">
        Community Engagement and Awareness
      </h1>
      <div role="tablist" aria-label="Sections" className="mt-6 flex gap-2 border-b border-slate-200">
        {TABS.map((tab) => {
          const selected = tab.id === active;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                if (node) refs.current.set(tab.id, node);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={selected}
              aria-controls={PANEL_ID}
              tabIndex={selected ? 0 : -1}
              onClick={() => choose(tab.id)}
              onKeyDown={onKeyDown}
              className={`-mb-px min-h-11 border-b-2 px-4 font-medium ${selected ? 'border-blue-700 text-blue-800' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(active)} className="pt-6">
        {active === 'public' ? <PublicPostsTab /> : <DengueAlertsTab />}
      </div>
    </section>
  );
}
