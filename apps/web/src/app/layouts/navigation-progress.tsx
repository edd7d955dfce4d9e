import { useNavigation } from 'react-router';
import { useT } from '../../i18n/language-store';

/** A thin bar at the top while the next screen's code or data is on its way. */
export function NavigationProgress() {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  return (
    <>
      <div
        aria-hidden="true"
        className={`fixed inset-x-0 top-0 z-50 h-1 origin-left bg-amber-500 transition-transform duration-700 ease-out ${
          busy ? 'scale-x-75' : 'scale-x-0'
        }`}
      />
      <p role="status" className="sr-only">
        {busy ? t('ui.loadingPage') : ''}
      </p>
    </>
  );
}
