import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { toast } from '../../../components/ui/toast';
import { useT } from '../../../i18n/language-store';
import { apiFetch } from '../../../lib/api-client';
import { HOME_ALERTS_KEY, HOME_BARANGAY_KEY, homeBarangayQuery, setHomeBarangay } from '../api/public-alerts';
import { DevicePushToggle } from './device-push-toggle';
import '../../../i18n/en/alerts';

interface BarangayName {
  _id: string;
  name: string;
  displayName: string;
}

/**
 * The public barangay list under the map's own query key and with the same data (the answer's `data`), so
 * a resident who opened /mapping first reads it from the cache.
 */
const barangayNamesQuery = {
  queryKey: ['mapping', 'barangay-statuses'],
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    (
      await apiFetch<{ data: BarangayName[] }>('barangays/get-all-barangays-for-user', {
        auth: false,
        signal,
      })
    ).data,
  staleTime: 5 * 60_000,
  select: (list: BarangayName[]) =>
    list
      .map((b) => ({ _id: b._id, name: b.displayName || b.name }))
      .sort((a, b) => a.name.localeCompare(b.name)),
};

/** /profile: the optional, private home barangay whose alerts reach the resident, and device alerts. */
export function HomeBarangaySettings() {
  const t = useT();
  const selectId = useId();
  const helpId = useId();
  const client = useQueryClient();
  const home = useQuery(homeBarangayQuery);
  const names = useQuery(barangayNamesQuery);
  const [choice, setChoice] = useState('');
  useEffect(() => {
    if (home.data) setChoice(home.data.barangay?._id ?? '');
  }, [home.data]);
  const save = useMutation({
    mutationFn: () => setHomeBarangay(choice === '' ? null : choice),
    onSuccess: (answer) => {
      client.setQueryData(HOME_BARANGAY_KEY, answer);
      void client.invalidateQueries({ queryKey: HOME_ALERTS_KEY });
      toast.success(answer.barangay ? t('alerts.homeSaved') : t('alerts.homeCleared'));
    },
    onError: () => toast.error(t('alerts.homeFailed')),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const unchanged = (home.data?.barangay?._id ?? '') === choice;
  return (
    <section aria-labelledby="home-barangay-title" className="space-y-4">
      <h2 id="home-barangay-title" className="text-xl font-bold text-slate-900">
        {t('alerts.homeTitle')}
      </h2>
      <form onSubmit={submit} className="space-y-2">
        <label htmlFor={selectId} className="block font-semibold text-slate-900">
          {t('alerts.homeLabel')}
        </label>
        <p id={helpId} className="text-sm text-slate-700">
          {t('alerts.homeHelp')}
        </p>
        <div className="flex flex-wrap gap-3">
          <select
            id={selectId}
            aria-describedby={helpId}
            value={choice}
            onChange={(event) => setChoice(event.target.value)}
            disabled={home.isPending || names.isPending}
            className="min-h-11 min-w-60 rounded-lg border border-slate-400 bg-white px-3"
          >
            <option value="">{t('alerts.homeNone')}</option>
            {(names.data ?? []).map((b) => (
              <option key={b._id} value={b._id}>
                {b.name}
              </option>
            ))}
          </select>
          <button
            type="submit"
            disabled={save.isPending || unchanged}
            className="min-h-11 rounded-full bg-brand-900 px-5 font-semibold text-white disabled:opacity-60"
          >
            {save.isPending ? t('alerts.homeSaving') : t('alerts.homeSave')}
          </button>
        </div>
      </form>
      <DevicePushToggle />
    </section>
  );
}
