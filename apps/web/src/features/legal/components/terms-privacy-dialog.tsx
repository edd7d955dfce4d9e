import { Modal } from '../../../components/ui/modal';
import { TermsPrivacyContent } from './terms-privacy-content';

export function TermsPrivacyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Terms and Privacy"
      scrollLabel="Terms and privacy text"
      footer={
        <button
          type="button"
          onClick={onClose}
          className="min-h-11 rounded-full bg-slate-900 px-5 py-2 font-semibold text-white hover:bg-slate-800"
        >
          Close
        </button>
      }
    >
      <TermsPrivacyContent />
    </Modal>
  );
}
