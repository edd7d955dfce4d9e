import { CSV_CITY, CSV_REQUIRED_COLUMNS } from '@dengue/core';

/** The instructions of admin section 5, as the admin reads them before picking a file. */
export function ImportInstructions({ id }: { id: string }) {
  return (
    <div id={id} className="rounded-lg bg-slate-50 p-4 text-sm text-slate-800">
      <p className="font-semibold">Before you import</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>The file is UTF-8, comma-separated, and its first row is a header.</li>
        <li>
          Required columns:{' '}
          {CSV_REQUIRED_COLUMNS.map((column, index) => (
            <span key={column}>
              {index > 0 ? ', ' : ''}
              <code className="font-mono font-semibold">{column}</code>
            </span>
          ))}
          .
        </li>
        <li>Dates are written YYYY-MM-DD, MM/DD/YYYY or DD/MM/YYYY.</li>
        <li>Outcome is Alive or Died.</li>
        <li>City must be {CSV_CITY} (other cities are ignored).</li>
        <li>Rows with invalid or blank values, or missing columns, are rejected.</li>
        <li>Barangay names are standardised by the server.</li>
        <li>At most 10 MB.</li>
      </ul>
    </div>
  );
}
