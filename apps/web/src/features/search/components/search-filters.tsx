import { QC_BARANGAY_NAMES, type ReportType } from '@dengue/core';
import { useId } from 'react';
import { translateValue, useT } from '../../../i18n/language-store';
import {
  FILTER_TYPES,
  type FilterType,
  SEARCH_REPORT_TYPES,
  type SearchCriteria,
} from '../model/search-params';
import '../../../i18n/en/community';

const selectClass =
  'min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-slate-900 focus:border-blue-700';

/** The side filters of /search: All, Posts or People; a barangay; a report type. */
export function SearchFilters({
  criteria,
  onChange,
}: {
  criteria: SearchCriteria;
  onChange: (next: SearchCriteria) => void;
}) {
  const t = useT();
  const barangayId = useId();
  const typeId = useId();
  // A type given in the address that the dropdown does not list stays selectable, so the field tells the truth.
  const types =
    criteria.report_type && !SEARCH_REPORT_TYPES.includes(criteria.report_type)
      ? [...SEARCH_REPORT_TYPES, criteria.report_type]
      : SEARCH_REPORT_TYPES;
  return (
    <aside
      aria-label={t('search.filters')}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4"
    >
      <fieldset>
        <legend className="font-semibold text-slate-900">{t('search.show')}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {FILTER_TYPES.map((type: FilterType) => (
            <label
              key={type}
              className="inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-full border border-slate-300 px-3 has-[:checked]:border-blue-700 has-[:checked]:bg-blue-50 has-[:checked]:text-blue-900"
            >
              <input
                type="radio"
                name="filterType"
                value={type}
                checked={criteria.filterType === type}
                onChange={() => onChange({ ...criteria, filterType: type })}
                className="accent-blue-700"
              />
              {t(`search.filter.${type}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={barangayId} className="font-semibold text-slate-900">
          {t('search.barangay')}
        </label>
        <select
          id={barangayId}
          value={criteria.barangay}
          onChange={(event) => onChange({ ...criteria, barangay: event.target.value })}
          className={`mt-2 ${selectClass}`}
        >
          <option value="">{t('search.allBarangays')}</option>
          {QC_BARANGAY_NAMES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={typeId} className="font-semibold text-slate-900">
          {t('search.reportType')}
        </label>
        <select
          id={typeId}
          value={criteria.report_type}
          onChange={(event) => onChange({ ...criteria, report_type: event.target.value as ReportType | '' })}
          className={`mt-2 ${selectClass}`}
        >
          <option value="">{t('search.allTypes')}</option>
          {types.map((type) => (
            <option key={type} value={type}>
              {translateValue('reportType', type)}
            </option>
          ))}
        </select>
      </div>
    </aside>
  );
}
