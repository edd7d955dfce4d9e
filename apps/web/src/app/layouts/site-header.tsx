import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Logo } from '../../components/ui/logo';
import { useT } from '../../i18n/language-store';
import { GuestMenu } from './guest-menu';
import { MainNav } from './main-nav';
import { type NavTheme, navThemeFor } from './nav-theme';

const NAV_ID = 'main-navigation';

const THEME_CLASSES: Record<NavTheme, string> = {
  light: 'sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur',
  dark: 'sticky top-0 z-40 bg-brand-900 text-white',
  floating:
    'sticky top-2 z-40 mx-2 mt-2 rounded-2xl bg-brand-900/95 text-white shadow-lg backdrop-blur md:mr-4 md:ml-auto md:w-fit',
};

export function SiteHeader() {
  const t = useT();
  const { pathname } = useLocation();
  const theme = navThemeFor(pathname);
  const dark = theme !== 'light';
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // A new page closes the small-screen menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger, not an input
  useEffect(() => setMenuOpen(false), [pathname]);

  // Escape closes the open menu and puts focus back on its toggle.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header data-surface={dark ? 'dark' : undefined} className={THEME_CLASSES[theme]}>
      <div
        className={`mx-auto flex flex-wrap items-center justify-between gap-x-2 gap-y-2 px-3 py-2 sm:gap-x-4 sm:px-6 ${
          theme === 'floating' ? '' : 'max-w-7xl'
        }`}
      >
        {/* One row at every width (decision 037): the words of the logo from sm, the links inline from xl. */}
        <Logo theme={dark ? 'dark' : 'light'} className="shrink-0 py-1.5" compact />
        <MainNav id={NAV_ID} dark={dark} open={menuOpen} />
        <div className="flex items-center gap-2">
          <GuestMenu dark={dark} />
          <button
            ref={toggleRef}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={NAV_ID}
            onClick={() => setMenuOpen((open) => !open)}
            className={`inline-flex size-11 items-center justify-center rounded-full xl:hidden ${
              dark ? 'text-white hover:bg-white/10' : 'text-slate-900 hover:bg-slate-100'
            }`}
          >
            <span className="sr-only">{t('nav.menu')}</span>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-6">
              {menuOpen ? (
                <path d="m6 6 12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              ) : (
                <path
                  d="M4 7h16M4 12h16M4 17h16"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              )}
            </svg>
          </button>
        </div>
      </div>
    </header>
  );
}
