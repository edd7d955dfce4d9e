import { ArchivesPage } from './archives-page';

export function UsersArchivesPage() {
  return <ArchivesPage group="user" />;
}
