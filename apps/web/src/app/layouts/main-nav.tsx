import { NavLink } from 'react-router';
import { useT } from '../../i18n/language-store';
import { LanguageSwitch } from './language-switch';
import { NAV_ITEMS } from './nav-items';

export interface MainNavProps {
  id: string;
  dark: boolean;
  /** On small screens the list shows only while the menu is open; from md up it always shows. */
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
      className={`${open ? 'flex' : 'hidden'} order-last w-full flex-col gap-2 pb-3 md:order-none md:flex md:w-auto md:flex-row md:items-center md:gap-3 md:pb-0`}
    >
      <ul className="flex flex-col gap-1 md:flex-row md:items-center">
        {NAV_ITEMS.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              className={({ isActive }) =>
                `flex min-h-11 items-center rounded-full px-4 text-base font-medium md:min-h-10 md:text-sm ${
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
