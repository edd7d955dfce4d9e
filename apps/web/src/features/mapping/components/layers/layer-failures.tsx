import type { MessageKey } from '../../../../i18n/catalogue';
import { useT } from '../../../../i18n/language-store';
import '../../../../i18n/en/map';

/** Names the marker layers that could not be loaded; the rest of the map keeps working. */
export function LayerFailures({ failed }: { failed: readonly MessageKey[] }) {
  const t = useT();
  if (failed.length === 0) return null;
  return (
    <p role="status" className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      {t('map.layerFailures', { layers: failed.map((key) => t(key)).join(', ') })}
    </p>
  );
}
