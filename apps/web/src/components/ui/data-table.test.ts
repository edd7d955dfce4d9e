import { createColumnHelper } from '@tanstack/react-table';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DataTable, type DataTableProps, queryTableProps, tableStateOf } from './data-table';

interface Item {
  _id: string;
  name: string;
}
const column = createColumnHelper<Item>();
const columns = [column.accessor('name', { header: 'Name' }), column.accessor('_id', { header: 'Id' })];
const ITEMS: Item[] = [
  { _id: 'a1', name: 'Tatalon' },
  { _id: 'b2', name: 'Payatas' },
];

const render = (props: Partial<DataTableProps<Item>>) =>
  renderToStaticMarkup(
    createElement(DataTable<Item>, {
      caption: 'Places',
      columns,
      rows: ITEMS,
      state: 'ready',
      loadingText: 'Loading places...',
      errorText: 'Error loading places',
      emptyText: 'No places',
      minWidthClass: 'min-w-[40rem]',
      ...props,
    }),
  );

describe('tableStateOf', () => {
  it('shows a failure first, then a first load, else the rows', () => {
    expect(tableStateOf({ isError: true, isPending: true })).toBe('error');
    expect(tableStateOf({ isError: false, isPending: true })).toBe('loading');
    expect(tableStateOf({ isError: false, isPending: false })).toBe('ready');
  });

  it('gives a query-fed table no rows before the answer, and Retry refetches', () => {
    let refetched = 0;
    const props = queryTableProps(
      {
        isError: false,
        isPending: true,
        refetch: () => {
          refetched += 1;
        },
      },
      undefined,
    );
    expect(props.rows).toEqual([]);
    expect(props.state).toBe('loading');
    props.onRetry();
    expect(refetched).toBe(1);
  });
});

describe('DataTable', () => {
  it('draws the caption, the headers and one row per item', () => {
    const html = render({});
    expect(html).toContain('<caption class="sr-only">Places</caption>');
    expect(html).toContain('<th scope="col" class="px-4 font-semibold">Name</th>');
    expect(html.match(/<tr class="border-t border-slate-200">/g)).toHaveLength(2);
    expect(html).toContain('<td class="px-4 py-3 align-middle text-slate-800">Payatas</td>');
  });

  it('says it is loading only while nothing is shown, across every column', () => {
    expect(render({ rows: [], state: 'loading' })).toContain(
      '<td colSpan="2" class="px-4 py-10 text-center text-slate-700"><span role="status">Loading places...</span></td>',
    );
    expect(render({ state: 'loading' })).not.toContain('Loading places...');
  });

  it('says the load failed with Retry when given, and that there is nothing to show', () => {
    const failed = render({ state: 'error', onRetry: () => undefined });
    expect(failed).toContain('role="alert"');
    expect(failed).toContain('Error loading places');
    expect(failed).toContain('>Retry</button>');
    expect(render({ state: 'error' })).not.toContain('Retry');
    expect(render({ rows: [] })).toContain('text-center text-slate-700">No places</td>');
  });

  it('announces the sorted column, keeps the header in view and lets a row replace its class', () => {
    const html = render({
      sorted: { columnId: 'name', order: 'asc' },
      stickyHeader: true,
      rowProps: (row, index) => ({ className: `picked-${index}`, 'data-row': row.id }),
    });
    expect(html).toContain('<th scope="col" aria-sort="ascending" class="px-4 font-semibold">Name</th>');
    expect(html).toContain('<th scope="col" class="px-4 font-semibold">Id</th>');
    expect(html).toContain('max-h-[600px] overflow-auto');
    expect(html).toContain('<thead class="sticky top-0 z-10 bg-slate-100 text-slate-800">');
    expect(html).toContain('<tr class="picked-1" data-row="b2">');
  });

  it('draws the pagination under the table when it is paged', () => {
    const html = render({
      pages: {
        pagination: { page: 2, limit: 1, totalItems: 2, hasMore: false },
        pageSizes: [1, 5],
        defaultPageSize: 5,
        onPageChange: () => undefined,
        onPageSizeChange: () => undefined,
      },
    });
    expect(html.indexOf('</table>')).toBeLessThan(html.indexOf('<nav aria-label="Table pages"'));
    expect(html).toContain('2–2 of 2');
  });
});
