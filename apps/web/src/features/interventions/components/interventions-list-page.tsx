import {
  INTERVENTION_MESSAGES,
  INTERVENTION_PAGE_SIZE,
  INTERVENTION_PAGE_SIZES,
  INTERVENTION_TYPE_FILTERS,
  type Intervention,
  type InterventionType,
} from '@dengue/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { queryTableProps } from '../../../components/ui/data-table';
import { RowAction } from '../../../components/ui/row-action';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePaging } from '../../../lib/use-paging';
import { interventionsQuery } from '../api/interventions-query';
import { AddInterventionDialog } from './add-intervention-dialog';
import { PrimaryButton } from './buttons';
import { type DetailsMode, InterventionDetailsDialog } from './intervention-details-dialog';
import { InterventionsTable } from './interventions-table';
import { SelectField } from './select-field';

export interface InterventionsListPageProps {
  /** The archives (/admin/interventions/archives) or the active records (/admin/interventions/all). */
  archived: boolean;
}

/** /admin/interventions/all and /admin/interventions/archives (admin section 2). */
export function InterventionsListPage({ archived }: InterventionsListPageProps) {
  const title = archived ? 'Archived Interventions' : 'All Interventions';
  useDocumentTitle(title);
  const [type, setType] = useState<(typeof INTERVENTION_TYPE_FILTERS)[number]>('All');
  const { page, setPage, limit, changePageSize } = usePaging(INTERVENTION_PAGE_SIZE);
  const [adding, setAdding] = useState(false);
  const [selected, setSelected] = useState<{ item: Intervention; mode: DetailsMode } | null>(null);
  const query = useQuery(
    interventionsQuery({
      archived,
      type: type === 'All' ? undefined : (type as InterventionType),
      page,
      limit,
    }),
  );

  // Archiving the last row of the last page leaves that page empty: step back to the new last page.
  const pagination = query.data?.pagination;
  const emptyPage = query.data !== undefined && query.data.data.length === 0;
  useEffect(() => {
    if (pagination && emptyPage && pagination.totalItems > 0 && page > 1) {
      setPage(Math.ceil(pagination.totalItems / limit));
    }
  }, [pagination, emptyPage, page, limit, setPage]);

  const open = useCallback((item: Intervention, mode: DetailsMode) => setSelected({ item, mode }), []);
  const renderActions = useCallback(
    (item: Intervention) => {
      const who = `${item.interventionType} in ${item.barangay}`;
      return (
        <div className="flex flex-wrap gap-2">
          <RowAction label="View" srLabel={who} onClick={() => open(item, 'view')} />
          {archived ? (
            <>
              <RowAction label="Unarchive" srLabel={who} onClick={() => open(item, 'unarchive')} />
              <RowAction label="Delete" srLabel={who} tone="danger" onClick={() => open(item, 'delete')} />
            </>
          ) : (
            <RowAction label="Archive" srLabel={who} tone="danger" onClick={() => open(item, 'archive')} />
          )}
        </div>
      );
    },
    [archived, open],
  );

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <Link
            to="/admin/interventions"
            className="text-sm font-semibold text-blue-800 underline underline-offset-4"
          >
            Interventions
          </Link>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Link
            to={archived ? '/admin/interventions/all' : '/admin/interventions/archives'}
            className="font-semibold text-blue-800 underline underline-offset-4 hover:text-blue-900"
          >
            {archived ? 'View All Records' : 'View Archives'}
          </Link>
          {archived ? null : (
            <PrimaryButton tone="cta" label="Add New Intervention" onClick={() => setAdding(true)} />
          )}
        </div>
      </header>
      <div className="max-w-xs">
        <SelectField
          label="Type of Intervention"
          options={INTERVENTION_TYPE_FILTERS}
          value={type}
          onChange={(event) => {
            setType(event.target.value as typeof type);
            setPage(1);
          }}
        />
      </div>
      <InterventionsTable
        caption={title}
        {...queryTableProps(query, query.data?.data)}
        errorText={INTERVENTION_MESSAGES.loadError(query.error?.message ?? '')}
        emptyText={archived ? INTERVENTION_MESSAGES.noArchived : INTERVENTION_MESSAGES.noneFound}
        renderActions={renderActions}
        pages={{
          pagination,
          pageSizes: INTERVENTION_PAGE_SIZES,
          defaultPageSize: INTERVENTION_PAGE_SIZE,
          onPageChange: setPage,
          onPageSizeChange: changePageSize,
        }}
      />
      {archived ? null : <AddInterventionDialog open={adding} onClose={() => setAdding(false)} />}
      <InterventionDetailsDialog
        item={selected?.item ?? null}
        initialMode={selected?.mode ?? 'view'}
        onClose={() => setSelected(null)}
      />
    </div>
  );
}
