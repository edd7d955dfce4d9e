/** Stand-in until this tab is built: says so rather than showing invented content. */
export function PublicPostsTab() {
  return <p className="text-slate-700">Publishing public information from this page is being built.</p>;
}
