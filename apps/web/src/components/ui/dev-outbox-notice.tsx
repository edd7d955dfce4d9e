import { useAppConfig } from '../../lib/app-config';

/**
 * Where the e-mailed code went when the server has no e-mail server configured, so a person trying the
 * app on a laptop can still finish signing up. Shows nothing in production.
 */
export function DevOutboxNotice() {
  const { data } = useAppConfig();
  if (!data?.devOutbox || !data.devOutboxHint) return null;
  return (
    <p
      role="note"
      className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
      data-testid="dev-outbox-notice"
    >
      <strong className="font-semibold">Development mode:</strong> {data.devOutboxHint}
    </p>
  );
}
