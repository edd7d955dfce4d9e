/** Stand-in until this tab is built: says so rather than showing invented content. */
export function DengueAlertsTab() {
  return <p className="text-slate-700">Sending dengue alerts from this page is being built.</p>;
}
