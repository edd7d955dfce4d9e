import { alertCooldown, alertCooldownHint } from '@dengue/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useCountdown } from '../../../../lib/use-countdown';
import { alertCooldownQuery } from '../../api/alerts';
import { AlertsGuideDialog } from './alerts-guide-dialog';
import { AlertsRecentTable } from './alerts-recent-table';
import { AlertsSendForm } from './alerts-send-form';

/**
 * The Dengue Alerts tab: 'Send Dengue Alert' (disabled during the server's 60 s cooldown), the guide,
 * the form, and Recent Alerts.
 */
export function DengueAlertsTab() {
  const [formOpen, setFormOpen] = useState(false);
  const [guideOpen, setGuideOpen] = useState(false);
  const cooldown = useQuery(alertCooldownQuery);
  const { secondsLeft, start } = useCountdown();
  // The server's answer sets the countdown: after a send, after a 429, and after a reload.
  useEffect(() => {
    if (cooldown.data) start(cooldown.data.secondsLeft);
  }, [cooldown.data, start]);
  const cooling = secondsLeft > 0;

  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center gap-4">
        <button
          type="button"
          disabled={cooling}
          aria-describedby={cooling ? 'alert-cooldown-hint' : undefined}
          onClick={() => setFormOpen(true)}
          className="min-h-11 rounded-lg bg-red-700 px-5 font-semibold text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:bg-slate-500"
        >
          {cooling ? alertCooldown(secondsLeft) : 'Send Dengue Alert'}
        </button>
        <button
          type="button"
          onClick={() => setGuideOpen(true)}
          className="min-h-11 font-medium text-blue-800 underline underline-offset-2 hover:text-blue-950"
        >
          What does a Dengue Alert do?
        </button>
      </div>
      {cooling ? (
        <p id="alert-cooldown-hint" className="text-sm text-slate-700" role="status">
          {alertCooldownHint(secondsLeft)}
        </p>
      ) : null}
      {formOpen && !cooling ? (
        <AlertsSendForm
          onSent={() => {
            setFormOpen(false);
            void cooldown.refetch();
          }}
          onCancel={() => setFormOpen(false)}
        />
      ) : null}
      <AlertsRecentTable />
      <AlertsGuideDialog open={guideOpen} onClose={() => setGuideOpen(false)} />
    </div>
  );
}
