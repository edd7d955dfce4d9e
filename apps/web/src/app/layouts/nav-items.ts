/** The five places of the public navigation, in order (resident spec, section 2). */
export const NAV_ITEMS = [
  { label: 'Home', to: '/home' },
  { label: 'Mapping', to: '/mapping' },
  { label: 'Community', to: '/community' },
  { label: 'BuzzLine', to: '/buzzline' },
  { label: 'About', to: '/about' },
] as const;
