import { useEffect } from 'react';
import { useT } from '../i18n/language-store';

export const APP_NAME = 'Dengue Watch QC';

/** Names the browser tab after the screen, so screen-reader users and tab lists can tell pages apart. */
export function useDocumentTitle(title?: string): void {
  const t = useT();
  const defaultTitle = t('app.defaultTitle');
  useEffect(() => {
    document.title = title ? `${title} — ${APP_NAME}` : defaultTitle;
  }, [title, defaultTitle]);
}
