import { type KeyboardEvent, useRef } from 'react';
import { ALERT_TABS, type AlertTab } from '../model/pattern-alerts';

export interface AlertTabsProps {
  active: AlertTab;
  counts: Record<AlertTab, number>;
  onChange: (tab: AlertTab) => void;
  /** Base for the tab and panel ids: `${idBase}-tab-${tab}` and `${idBase}-panel`. */
  idBase: string;
}

export const tabId = (idBase: string, tab: AlertTab) => `${idBase}-tab-${tab}`;
export const panelId = (idBase: string) => `${idBase}-panel`;

/**
 * The alert filter as an ARIA tab list: one tab stop, arrow keys (and Home/End) move and select, each tab
 * names its count.
 */
export function AlertTabs({ active, counts, onChange, idBase }: AlertTabsProps) {
  const listRef = useRef<HTMLDivElement>(null);

  function move(event: KeyboardEvent<HTMLDivElement>) {
    const index = ALERT_TABS.findIndex((tab) => tab.id === active);
    const last = ALERT_TABS.length - 1;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = ALERT_TABS[(next + ALERT_TABS.length) % ALERT_TABS.length]!;
    onChange(target.id);
    listRef.current?.querySelector<HTMLButtonElement>(`#${CSS.escape(tabId(idBase, target.id))}`)?.focus();
  }

  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label="Filter pattern alerts"
      onKeyDown={move}
      className="flex flex-wrap gap-x-1 border-b border-slate-200"
    >
      {ALERT_TABS.map((tab) => {
        const selected = tab.id === active;
        return (
          <button
            key={tab.id}
            id={tabId(idBase, tab.id)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId(idBase)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.id)}
            className={`-mb-px flex min-h-11 shrink-0 items-center gap-1.5 border-b-4 px-3 text-sm font-semibold ${
              selected
                ? 'border-blue-700 text-slate-900'
                : 'border-transparent text-slate-700 hover:border-slate-300 hover:text-slate-900'
            }`}
          >
            {tab.label}
            <span
              className={`rounded-full px-2 py-0.5 text-xs tabular-nums ${
                selected ? 'bg-blue-700 text-white' : 'bg-slate-100 text-slate-800'
              }`}
            >
              {counts[tab.id]}
            </span>
          </button>
        );
      })}
    </div>
  );
}
