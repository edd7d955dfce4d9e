/** Names the marker layers that could not be loaded; the rest of the map keeps working. */
export function LayerFailures({ failed }: { failed: readonly string[] }) {
  if (failed.length === 0) return null;
  return (
    <p role="status" className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      Could not load {failed.join(', ')}. The rest of the map is up to date; reload the page to try again.
    </p>
  );
}
