import { useEffect, useState } from 'react';
import { Modal } from '../../components/ui/modal';
import { useT } from '../../i18n/language-store';

/** The three steps of the dialog (catalogue keys; the tagline is 'install.tagline'). */
export const INSTALL_STEPS = ['install.step1', 'install.step2', 'install.step3'] as const;

/** The address the QR code and the link open: the app's home on this server. */
export const installUrl = (origin: string) => `${origin}/home`;

/**
 * The Android install dialog (resident spec, section 1): a QR code drawn in the browser (the qrcode package,
 * loaded with this dialog only), the link, three steps and the tagline. Backdrop or Close closes it.
 */
export function AndroidInstallDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const url = installUrl(window.location.origin);
  const [qr, setQr] = useState<string | null>(null);
  const [qrFailed, setQrFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    import('qrcode')
      .then((QRCode) => QRCode.toDataURL(url, { width: 220, margin: 1, errorCorrectionLevel: 'M' }))
      .then((dataUrl) => !cancelled && setQr(dataUrl))
      .catch(() => !cancelled && setQrFailed(true));
    return () => {
      cancelled = true;
    };
  }, [url]);

  return (
    <Modal open={open} onClose={onClose} title={t('install.title')}>
      <div className="space-y-4 text-sm text-slate-700">
        <p className="font-medium text-slate-900">{t('install.tagline')}</p>
        <div className="flex justify-center">
          {qr ? (
            <img src={qr} width={220} height={220} alt={t('install.qrAlt', { url })} className="rounded-lg" />
          ) : (
            <p className="flex h-[220px] items-center text-center">
              {qrFailed ? t('install.qrFailed') : t('install.qrPreparing')}
            </p>
          )}
        </div>
        <p className="text-center">
          <a href={url} className="break-all font-semibold text-blue-800 underline underline-offset-4">
            {url}
          </a>
        </p>
        <ol className="list-decimal space-y-2 pl-5">
          {INSTALL_STEPS.map((step) => (
            <li key={step}>{t(step)}</li>
          ))}
        </ol>
      </div>
    </Modal>
  );
}
