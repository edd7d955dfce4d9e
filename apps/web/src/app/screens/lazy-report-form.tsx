import { TIMING } from '@dengue/core';
import { lazy } from 'react';
import { loadWithRetry } from '../../lib/load-with-retry';

/**
 * The Report to Surveillance dialog with its map, for every screen that opens it (app/providers.tsx puts it
 * in ReportFormSlot for the features). It loads when a resident first opens it, never with the screen.
 */
export const LazyReportFormModal = lazy(() =>
  loadWithRetry(() => import('./report-form-with-map'), {
    retries: TIMING.lazyLoadRetries,
    baseDelayMs: TIMING.lazyLoadBaseDelayMs,
  }).then((module) => ({ default: module.ReportFormWithMap })),
);
