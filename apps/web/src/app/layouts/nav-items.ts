import type { MessageKey } from '../../i18n/catalogue';

/** The five places of the public navigation, in order (resident spec, section 2); labels are catalogue keys. */
export const NAV_ITEMS: readonly { labelKey: MessageKey; to: string }[] = [
  { labelKey: 'nav.home', to: '/home' },
  { labelKey: 'nav.mapping', to: '/mapping' },
  { labelKey: 'nav.community', to: '/community' },
  { labelKey: 'nav.buzzline', to: '/buzzline' },
  { labelKey: 'nav.about', to: '/about' },
];
