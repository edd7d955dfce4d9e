import { useId } from 'react';
import { SearchInput } from '../../../components/ui/search-input';

export interface FilterOption {
  value: string;
  label: string;
}

export interface SelectFilter {
  label: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
}

export interface AccountFiltersProps {
  search: string;
  onSearch: (value: string) => void;
  filters: readonly SelectFilter[];
  onClear: () => void;
}

function FilterSelect({ filter }: { filter: SelectFilter }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {filter.label}
      </label>
      <select
        id={id}
        value={filter.value}
        onChange={(event) => filter.onChange(event.target.value)}
        className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-slate-900"
      >
        {filter.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Search (debounced by the page), select filters and Clear Filters (admin section 2). */
export function AccountFilters({ search, onSearch, filters, onClear }: AccountFiltersProps) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="flex min-w-64 flex-1 flex-col gap-1">
        <span className="text-sm font-medium text-slate-800" aria-hidden="true">
          Search
        </span>
        <SearchInput
          label="Search by username or email"
          placeholder="Search by username or email..."
          value={search}
          onChange={(event) => onSearch(event.target.value)}
        />
      </div>
      {filters.map((filter) => (
        <FilterSelect key={filter.label} filter={filter} />
      ))}
      <button
        type="button"
        onClick={onClear}
        className="min-h-11 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-900 hover:bg-slate-100"
      >
        Clear Filters
      </button>
    </div>
  );
}
