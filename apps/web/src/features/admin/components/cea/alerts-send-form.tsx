import { ALERT_MESSAGES, LIMITS, sendAlertSchema, toggleBarangaySelection } from '@dengue/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Modal } from '../../../../components/ui/modal';
import { toast } from '../../../../components/ui/toast';
import { isApiError, serverMessageOr } from '../../../../lib/api-error';
import { ALERTS_KEY, alertAudienceQuery, sendAlert } from '../../api/alerts';
import { AlertsBarangayPicker } from './alerts-barangay-picker';

interface Problems {
  message?: string;
  barangays?: string;
}

/** Reads the form with the server's own schema, so the browser shows the same messages the API would. */
function check(title: string, message: string, barangayIds: string[]): Problems {
  const parsed = sendAlertSchema.safeParse({ title, barangayIds, messages: [message] });
  if (parsed.success) return {};
  const problems: Problems = {};
  for (const issue of parsed.error.issues) {
    if (issue.path[0] === 'barangayIds') problems.barangays ??= issue.message;
    if (issue.path[0] === 'messages') problems.message ??= issue.message;
  }
  return problems;
}

/** The Send Dengue Alert form: message, target barangays, who will be notified, then 'Confirm Send Alert'. */
export function AlertsSendForm({ onSent, onCancel }: { onSent: () => void; onCancel: () => void }) {
  const ids = { title: useId(), message: useId(), messageHelp: useId(), messageError: useId() };
  const queryClient = useQueryClient();
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const [barangayIds, setBarangayIds] = useState<string[]>([]);
  const [problems, setProblems] = useState<Problems>({});
  const [confirming, setConfirming] = useState(false);
  const audience = useQuery(alertAudienceQuery(barangayIds));
  const send = useMutation({
    mutationFn: () => sendAlert({ title, barangayIds, messages: [message] }),
    onSuccess: () => {
      toast.success(`${ALERT_MESSAGES.sent}. ${ALERT_MESSAGES.delivered}`);
      setConfirming(false);
      void queryClient.invalidateQueries({ queryKey: ALERTS_KEY });
      onSent();
    },
    onError: (error) => {
      setConfirming(false);
      toast.error(serverMessageOr(error, ALERT_MESSAGES.sendFailed));
      if (isApiError(error) && error.status === 429) {
        void queryClient.invalidateQueries({ queryKey: [...ALERTS_KEY, 'cooldown'] });
      }
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(title, message, barangayIds);
    setProblems(found);
    if (!found.message && !found.barangays) setConfirming(true);
  };
  const residents = audience.data?.residents;
  const left = LIMITS.alertMessageMax - message.length;

  return (
    <form onSubmit={submit} noValidate className="space-y-5 rounded-xl border border-slate-200 bg-white p-5">
      <h3 className="text-lg font-bold text-slate-900">Send Dengue Alert</h3>
      <div>
        <label htmlFor={ids.title} className="block font-semibold text-slate-900">
          Title <span className="font-normal text-slate-600">(optional)</span>
        </label>
        <input
          id={ids.title}
          value={title}
          maxLength={LIMITS.postTitleMax}
          onChange={(event) => setTitle(event.target.value)}
          className="mt-1 w-full rounded-lg border border-slate-400 px-3 py-2"
        />
      </div>
      <div>
        <label htmlFor={ids.message} className="block font-semibold text-slate-900">
          Message
        </label>
        <textarea
          id={ids.message}
          value={message}
          rows={3}
          onChange={(event) => setMessage(event.target.value)}
          aria-invalid={problems.message ? true : undefined}
          aria-describedby={`${ids.messageHelp}${problems.message ? ` ${ids.messageError}` : ''}`}
          className="mt-1 w-full rounded-lg border border-slate-400 px-3 py-2"
        />
        <p id={ids.messageHelp} className={`text-sm ${left < 0 ? 'text-red-700' : 'text-slate-600'}`}>
          {left} characters left
        </p>
        {problems.message ? (
          <p id={ids.messageError} className="text-sm font-medium text-red-700">
            {problems.message}
          </p>
        ) : null}
      </div>
      <AlertsBarangayPicker
        chosen={barangayIds}
        onToggle={(id) => setBarangayIds((current) => toggleBarangaySelection(current, id))}
        error={problems.barangays}
      />
      <p className="font-medium text-slate-900" aria-live="polite" data-testid="alert-audience">
        {barangayIds.length === 0
          ? 'Choose barangays to see how many residents will be notified.'
          : residents === undefined
            ? 'Counting residents...'
            : `${residents} ${residents === 1 ? 'resident' : 'residents'} will be notified.`}
      </p>
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          className="min-h-11 rounded-lg bg-red-700 px-5 font-semibold text-white hover:bg-red-800"
        >
          Send Alert
        </button>
        <button
          type="button"
          onClick={onCancel}
          className="min-h-11 rounded-lg border border-slate-300 px-5 font-semibold text-slate-900 hover:bg-slate-100"
        >
          Cancel
        </button>
      </div>
      <Modal
        open={confirming}
        onClose={() => (send.isPending ? undefined : setConfirming(false))}
        title="Confirm Send Alert"
        footer={
          <>
            <button
              type="button"
              onClick={() => setConfirming(false)}
              disabled={send.isPending}
              className="min-h-11 rounded-lg border border-slate-300 px-4 font-semibold text-slate-900"
            >
              Cancel
            </button>
            <button
              type="button"
              onClick={() => send.mutate()}
              disabled={send.isPending}
              className="min-h-11 rounded-lg bg-red-700 px-4 font-semibold text-white disabled:opacity-70"
            >
              {send.isPending ? 'Sending...' : 'Confirm Send Alert'}
            </button>
          </>
        }
      >
        <p className="text-slate-800">
          Send this alert to {barangayIds.length} {barangayIds.length === 1 ? 'barangay' : 'barangays'}
          {residents === undefined
            ? ''
            : `, notifying ${residents} ${residents === 1 ? 'resident' : 'residents'}`}
          ?
        </p>
        <blockquote className="mt-3 border-l-4 border-red-600 pl-3 text-slate-900">
          {message.trim()}
        </blockquote>
      </Modal>
    </form>
  );
}
