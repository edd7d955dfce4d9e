import { type KeyboardEvent, useRef } from 'react';
import { useT } from '../../../i18n/language-store';
import { type FeedTab, tabsFor } from '../model/feed-tabs';
import '../../../i18n/en/community';

export const tabId = (tab: FeedTab) => `community-tab-${tab}`;
export const PANEL_ID = 'community-feed-panel';

/** Popular, Latest and (for residents) My Posts, as a tablist with arrow-key movement. */
export function FeedTabs({
  active,
  isResident,
  onChange,
}: {
  active: FeedTab;
  isResident: boolean;
  onChange: (tab: FeedTab) => void;
}) {
  const t = useT();
  const tabs = tabsFor(isResident);
  const refs = useRef(new Map<FeedTab, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === active);
    let next = index;
    if (event.key === 'ArrowRight') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    else return;
    event.preventDefault();
    const tab = tabs[next]!.id;
    onChange(tab);
    refs.current.get(tab)?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={t('community.tabsLabel')}
      className="flex gap-2 border-b border-slate-200"
    >
      {tabs.map((tab) => {
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
            onClick={() => onChange(tab.id)}
            onKeyDown={onKeyDown}
            className={`-mb-px min-h-11 border-b-2 px-4 font-medium ${selected ? 'border-blue-700 text-blue-800' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
          >
            {t(`community.tab.${tab.id}`)}
          </button>
        );
      })}
    </div>
  );
}
