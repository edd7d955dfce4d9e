import { AdminMapView } from '../../../features/mapping/components/admin-map-view';

/** /admin/mapping: the mapping feature's admin map (all statuses, status dots, the map handle). */
export function AdminMappingPage() {
  return <AdminMapView />;
}
