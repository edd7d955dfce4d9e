import { TIMING } from '@dengue/core';
import { lazy } from 'react';
import { loadWithRetry } from '../../lib/load-with-retry';

/**
 * The Report to Surveillance dialog for screens composed here in app/ (features do not import each other).
 * It and its map load when a resident first opens it, never with the screen.
 */
export const LazyReportFormModal = lazy(() =>
  loadWithRetry(() => import('../../features/report-form/components/report-form-modal'), {
    retries: TIMING.lazyLoadRetries,
    baseDelayMs: TIMING.lazyLoadBaseDelayMs,
  }).then((module) => ({ default: module.ReportFormModal })),
);
