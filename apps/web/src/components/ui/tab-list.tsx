import { type KeyboardEvent, useRef } from 'react';

export interface Tab<Id extends string> {
  id: Id;
  label: string;
}

export interface TabListProps<Id extends string> {
  /** The tablist's name for screen readers. */
  label: string;
  tabs: readonly Tab<Id>[];
  active: Id;
  onChange: (id: Id) => void;
  /** The id of a tab's button, which its panel names with aria-labelledby. */
  tabId: (id: Id) => string;
  /** The one panel the tabs control. */
  panelId: string;
  /** Home and End also move to the first and the last tab (the arrows always move, wrapping round). */
  homeEnd?: boolean;
  /** The tabs keep their width and the list scrolls sideways when they do not fit (labels with counts). */
  scrolls?: boolean;
  className?: string;
}

/**
 * Tabs as a tablist (WAI-ARIA tabs, automatic activation): the active tab is the only tab stop, and the
 * arrow keys choose and focus the next or previous one.
 */
export function TabList<Id extends string>({
  label,
  tabs,
  active,
  onChange,
  tabId,
  panelId,
  homeEnd = false,
  scrolls = false,
  className = '',
}: TabListProps<Id>) {
  const refs = useRef(new Map<Id, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === active);
    let next: number;
    if (event.key === 'ArrowRight') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    else if (homeEnd && event.key === 'Home') next = 0;
    else if (homeEnd && event.key === 'End') next = tabs.length - 1;
    else return;
    event.preventDefault();
    const tab = tabs[next]!.id;
    onChange(tab);
    refs.current.get(tab)?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={label}
      className={`${className ? `${className} ` : ''}flex ${scrolls ? 'gap-1 overflow-x-auto' : 'gap-2'} border-b border-slate-200`}
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
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.id)}
            onKeyDown={onKeyDown}
            className={`-mb-px min-h-11 ${scrolls ? 'shrink-0 ' : ''}border-b-2 px-4 font-medium ${selected ? 'border-blue-700 text-blue-800' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
