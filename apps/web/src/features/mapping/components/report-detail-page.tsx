import { useParams } from 'react-router';
import { ReportDetail } from './report-detail';

/** /mapping/{id}: a breeding-site report's details (resident section 2). */
export function ReportDetailPage() {
  const { id = '' } = useParams();
  return (
    <ReportDetail id={id} staffView={false} back={{ to: '/mapping', label: 'Back to the dengue map' }} />
  );
}
