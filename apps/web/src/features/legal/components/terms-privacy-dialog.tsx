import { Modal } from '../../../components/ui/modal';
import { useT } from '../../../i18n/language-store';
import { TermsPrivacyContent } from './terms-privacy-content';
import '../../../i18n/en/legal';

export function TermsPrivacyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('legal.title')}
      scrollLabel={t('legal.scrollLabel')}
      footer={
        <button
          type="button"
          onClick={onClose}
          className="min-h-11 rounded-full bg-slate-900 px-5 py-2 font-semibold text-white hover:bg-slate-800"
        >
          {t('legal.close')}
        </button>
      }
    >
      <TermsPrivacyContent />
    </Modal>
  );
}
