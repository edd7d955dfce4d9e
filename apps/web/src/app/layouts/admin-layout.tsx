import { ConsoleLayout } from './console-layout';

/** Admin sidebar entries (admin spec, section 2). Loaded lazily: resident screens never download it. */
const ADMIN_NAV = [
  { label: 'Dashboard', to: '/admin/dashboard' },
  { label: 'Analytics', to: '/admin/analytics' },
  { label: 'Mapping', to: '/admin/mapping' },
  { label: 'Reports Verification', to: '/admin/reportsverification' },
  { label: 'Interventions', to: '/admin/interventions' },
  { label: 'Community Engagement & Awareness', to: '/admin/cea' },
] as const;

export function AdminLayout() {
  return <ConsoleLayout areaLabel="Admin" items={ADMIN_NAV} />;
}
