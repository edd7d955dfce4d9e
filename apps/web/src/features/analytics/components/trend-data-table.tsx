import { formatLongDate } from '@dengue/core';
import type { TrendBucket } from '../model/trend-buckets';

/** The chart's numbers as a table for screen readers (the drawn chart is hidden from them). */
export function TrendDataTable({
  barangay,
  buckets,
  weeksPerBucket,
}: {
  barangay: string;
  buckets: readonly TrendBucket[];
  weeksPerBucket: number;
}) {
  return (
    <table className="sr-only" data-testid="trend-table">
      <caption>
        Dengue cases {weeksPerBucket === 1 ? 'per week' : 'per two weeks'} in {barangay}
      </caption>
      <thead>
        <tr>
          <th scope="col">Weeks</th>
          <th scope="col">Cases</th>
          <th scope="col">Note</th>
        </tr>
      </thead>
      <tbody>
        {buckets.map((bucket) => (
          <tr key={bucket.key}>
            <th scope="row">
              {formatLongDate(bucket.start)} to {formatLongDate(bucket.end)}
            </th>
            <td>{bucket.count}</td>
            <td>
              {[
                bucket.recent ? 'last 4 weeks' : '',
                bucket.provisional ? 'provisional: late reports may still arrive' : '',
              ]
                .filter(Boolean)
                .join('; ') || '—'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
