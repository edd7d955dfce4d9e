import { useEffect, useState } from 'react';
import { useT } from '../../../i18n/language-store';
import {
  type DevicePushState,
  readDevicePush,
  turnOffDevicePush,
  turnOnDevicePush,
} from '../model/device-push';
import '../../../i18n/en/alerts';

/** 'Turn on alerts on this device': the browser asks for permission only when this is pressed. */
export function DevicePushToggle() {
  const t = useT();
  const [state, setState] = useState<DevicePushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    void readDevicePush()
      .then(setState)
      .catch(() => setState('off'));
  }, []);
  if (state === null) return null;
  const change = async (action: () => Promise<DevicePushState>) => {
    setBusy(true);
    setFailed(false);
    try {
      setState(await action());
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  const note =
    state === 'unsupported'
      ? t('alerts.pushUnsupported')
      : state === 'denied'
        ? t('alerts.pushDenied')
        : state === 'on'
          ? t('alerts.pushOn')
          : t('alerts.pushOff');
  return (
    <div className="space-y-2" data-testid="device-push">
      <p className="text-sm text-slate-700" role="status">
        {note}
      </p>
      {state === 'off' || state === 'on' ? (
        <button
          type="button"
          disabled={busy}
          onClick={() => void change(state === 'on' ? turnOffDevicePush : turnOnDevicePush)}
          className="inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-4 font-semibold text-slate-900 hover:bg-slate-100 disabled:opacity-60"
        >
          {state === 'on' ? t('alerts.pushTurnOff') : t('alerts.pushTurnOn')}
        </button>
      ) : null}
      {failed ? (
        <p className="text-sm font-medium text-red-700" role="alert">
          {t('alerts.pushFailed')}
        </p>
      ) : null}
    </div>
  );
}
