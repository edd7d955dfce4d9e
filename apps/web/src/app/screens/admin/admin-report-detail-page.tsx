import { useParams } from 'react-router';
import { ReportDetail } from '../../../features/mapping/components/report-detail';

/** /admin/mapping/{id}: a report's details for staff (every status; the author of an anonymous one tagged). */
export function AdminReportDetailPage() {
  const { id = '' } = useParams();
  return <ReportDetail id={id} staffView back={{ to: '/admin/mapping', label: 'Back to the map' }} />;
}
