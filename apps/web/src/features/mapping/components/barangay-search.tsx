import { barangayMatchesQuery, barangayMatchKey } from '@dengue/core';
import { type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';
import { patternLabel, useT } from '../../../i18n/language-store';
import type { BarangayEntry } from '../map-entries';
import '../../../i18n/en/map';

/** Text inside the name, or the one barangay search rule of packages/core ('sto nino' finds Santo Niño). */
const matches = (entry: BarangayEntry, query: string): boolean => {
  const typed = query.trim().toLowerCase();
  if (typed === '') return true;
  if (entry.displayName.toLowerCase().includes(typed)) return true;
  return barangayMatchesQuery(entry.displayName, typed) || barangayMatchesQuery(entry.key, typed);
};

/**
 * A combobox over every barangay (ARIA 1.2 pattern with aria-activedescendant): type to filter, arrows to
 * move, Enter to choose, Escape to close. Choosing flies the map there and shows the barangay's details.
 */
export function BarangaySearch({
  entries,
  onSelect,
}: {
  entries: readonly BarangayEntry[];
  onSelect: (entry: BarangayEntry) => void;
}) {
  const t = useT();
  const id = useId();
  const listId = `${id}-list`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const options = useMemo(() => entries.filter((entry) => matches(entry, query)), [entries, query]);
  const activeEntry = open ? options[Math.min(active, options.length - 1)] : undefined;
  const optionId = (entry: BarangayEntry) => `${id}-option-${barangayMatchKey(entry.key)}`;

  const choose = (entry: BarangayEntry) => {
    setQuery(entry.displayName);
    setOpen(false);
    onSelect(entry);
  };

  const move = (delta: number) => {
    setOpen(true);
    if (options.length === 0) return;
    const next = open ? (Math.min(active, options.length - 1) + delta + options.length) % options.length : 0;
    setActive(next);
    const target = options[next];
    if (target) document.getElementById(optionId(target))?.scrollIntoView({ block: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') move(1);
    else if (event.key === 'ArrowUp') move(-1);
    else if (event.key === 'Enter' && activeEntry) choose(activeEntry);
    else if (event.key === 'Escape') {
      if (open) setOpen(false);
      else setQuery('');
    } else return;
    event.preventDefault();
  };

  return (
    <div className="relative">
      <label htmlFor={`${id}-input`} className="block text-sm font-semibold text-slate-900">
        {t('map.findBarangay')}
      </label>
      <input
        ref={inputRef}
        id={`${id}-input`}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeEntry ? optionId(activeEntry) : undefined}
        value={query}
        placeholder={t('map.typeBarangay')}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className="mt-1 min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-600 focus:border-blue-700"
      />
      <div
        id={listId}
        role="listbox"
        aria-label={t('map.barangays')}
        hidden={!open || options.length === 0}
        className="absolute z-20 mt-1 max-h-64 w-full overflow-y-auto rounded-lg border border-slate-300 bg-white py-1 shadow-lg"
      >
        {/* Options exist only while the list is open: 141 hidden rows were part of the page's first long task. */}
        {(open ? options : []).map((entry) => (
          <div
            key={entry.key}
            id={optionId(entry)}
            role="option"
            tabIndex={-1}
            aria-selected={entry === activeEntry}
            // mousedown, not click: the input's blur would close the list first.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(entry);
            }}
            className={`flex cursor-pointer items-center justify-between gap-2 px-3 py-1.5 text-sm text-slate-900 ${
              entry === activeEntry ? 'bg-blue-100' : 'hover:bg-slate-100'
            }`}
          >
            <span>{entry.displayName}</span>
            <span className="text-xs text-slate-700">{patternLabel(entry.pattern)}</span>
          </div>
        ))}
      </div>
      {open && options.length === 0 ? (
        <p role="status" className="mt-1 text-sm text-slate-700">
          {t('map.noBarangayMatches')}
        </p>
      ) : null}
    </div>
  );
}
