import { useEffect } from 'react';

export const APP_NAME = 'Dengue Watch QC';
export const DEFAULT_TITLE = `${APP_NAME} — Community dengue tracking for Quezon City`;

/** Names the browser tab after the screen, so screen-reader users and tab lists can tell pages apart. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} — ${APP_NAME}` : DEFAULT_TITLE;
  }, [title]);
}
