import { ConsoleLayout } from './console-layout';

/** Superadmin sidebar entries (admin spec, section 2). Loaded lazily like the admin area. */
const SUPERADMIN_NAV = [
  { label: 'Users', to: '/superadmin/users' },
  { label: 'Admins', to: '/superadmin/admins' },
] as const;

export function SuperadminLayout() {
  return <ConsoleLayout areaLabel="Superadmin" items={SUPERADMIN_NAV} />;
}
