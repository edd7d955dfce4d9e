import { NavLink } from 'react-router';
import { useT } from '../../i18n/language-store';
import { LanguageSwitch } from './language-switch';
import { NAV_ITEMS } from './nav-items';

export interface MainNavProps {
  id: string;
  dark: boolean;
  /** Below xl the list shows only while the menu is open; from xl up it always shows, in the bar's row. */
  open: boolean;
}

export function MainNav({ id, dark, open }: MainNavProps) {
  const t = useT();
  const idle = dark
    ? 'text-slate-200 hover:bg-white/10 hover:text-white'
    : 'text-slate-700 hover:bg-slate-100';
  const active = dark ? 'bg-cta text-slate-900' : 'bg-slate-900 text-white';
  return (
    <nav
      id={id}
      aria-label={t('nav.main')}
      className={`${open ? 'flex' : 'hidden'} order-last w-full flex-col gap-2 pb-3 xl:order-none xl:flex xl:w-auto xl:flex-row xl:items-center xl:gap-3 xl:pb-0`}
    >
      <ul className="flex flex-col gap-1 xl:flex-row xl:items-center">
        {NAV_ITEMS.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              className={({ isActive }) =>
                `flex min-h-11 items-center whitespace-nowrap rounded-full px-4 text-base font-medium xl:min-h-10 xl:px-3 xl:text-sm ${
                  isActive ? `${active} font-semibold` : idle
                }`
              }
            >
              {t(item.labelKey)}
            </NavLink>
          </li>
        ))}
      </ul>
      <LanguageSwitch dark={dark} />
    </nav>
  );
}
