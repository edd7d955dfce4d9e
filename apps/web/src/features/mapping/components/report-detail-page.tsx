import { useParams } from 'react-router';
import { useT } from '../../../i18n/language-store';
import { ReportDetail } from './report-detail';
import '../../../i18n/en/map';

/** /mapping/{id}: a breeding-site report's details (resident section 2). */
export function ReportDetailPage() {
  const t = useT();
  const { id = '' } = useParams();
  return <ReportDetail id={id} staffView={false} back={{ to: '/mapping', label: t('map.backToMap') }} />;
}
