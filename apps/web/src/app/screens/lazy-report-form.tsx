import { lazyWithRetry } from '../../lib/lazy-with-retry';

/**
 * The Report to Surveillance dialog with its map, for every screen that opens it (app/providers.tsx puts it
 * in ReportFormSlot for the features). It loads when a resident first opens it, never with the screen.
 */
export const LazyReportFormModal = lazyWithRetry(() =>
  import('./report-form-with-map').then((module) => module.ReportFormWithMap),
);
