import { ArchivesPage } from './archives-page';

export function AdminsArchivesPage() {
  return <ArchivesPage group="admin" />;
}
