import { Modal } from '../../../../components/ui/modal';

/** 'What does a Dengue Alert do?' (admin section 2). */
export function AlertsGuideDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="What does a Dengue Alert do?">
      <div className="space-y-3 text-slate-800">
        <p>
          A Dengue Alert notifies mobile users in the affected barangay: every resident who chose that
          barangay as home gets it in their notifications and as a banner on the app, and on their phone when
          they turned on alerts for that device.
        </p>
        <ul className="list-disc space-y-1 pl-5">
          <li>Confirm the barangay before sending: residents of other barangays will not see it.</li>
          <li>Keep the message concise (at most 280 characters): what is happening and what to do.</li>
          <li>Avoid personal data: no names, addresses or health details of anyone.</li>
        </ul>
        <p>You can send one alert every 60 seconds.</p>
      </div>
    </Modal>
  );
}
