import { PlaceholderPage } from '../../../components/ui/placeholder-page';

/** Placeholder: the mapping issue (report detail at /mapping/:id) replaces it. */
export function ReportDetailPage() {
  return <PlaceholderPage title="Report details" />;
}
