import { useSyncExternalStore } from 'react';
import { cardsPerPage } from '../model/recommendation-tabs';

const subscribe = (listener: () => void) => {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
};

/** 3, 2 or 1 recommendation cards a page, following the window's width as it changes. */
export function useCardsPerPage(): number {
  return useSyncExternalStore(subscribe, () => cardsPerPage(window.innerWidth));
}
