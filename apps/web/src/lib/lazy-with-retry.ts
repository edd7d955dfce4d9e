import { TIMING } from '@dengue/core';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { loadWithRetry } from './load-with-retry';

/**
 * A component whose code loads on first render, with the spec's retry rule for lazy code (resident section
 * 9: a few retries, waiting longer each time). When every attempt fails, `fallback` renders instead if given;
 * otherwise the failure reaches the nearest error boundary.
 */
export function lazyWithRetry<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback?: ComponentType<P>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    try {
      const component = await loadWithRetry(load, {
        retries: TIMING.lazyLoadRetries,
        baseDelayMs: TIMING.lazyLoadBaseDelayMs,
      });
      return { default: component };
    } catch (error) {
      if (fallback) return { default: fallback };
      throw error;
    }
  });
}
