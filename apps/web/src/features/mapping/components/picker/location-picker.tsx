import { cityAddress, INTERVENTION_MESSAGES, TIMING } from '@dengue/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type JSX, lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { MapErrorBoundary } from '../../../../components/map/map-error-boundary';
import { loadMapModule } from '../../../../components/map/map-load';
import { MapErrorPanel, MapLoading } from '../../../../components/map/map-status-panel';
import { useT } from '../../../../i18n/language-store';
import { useAppConfig } from '../../../../lib/app-config';
import { barangayBoundariesQuery } from '../../api/barangay-boundaries-query';
import { barangayStatusesQuery } from '../../api/barangay-statuses-query';
import { reverseGeocodeQuery } from '../../api/reverse-geocode';
import { cityOutlineQuery } from '../../api/reverse-geocode-outline';
import { addressAfterFailedLookup } from '../../model/address-lookup';
import {
  focusZoom,
  type LatLng,
  pickerMaxBounds,
  pointZoom,
  toPickerAreas,
} from '../../model/picker-geometry';
import {
  checkManualPick,
  checkPick,
  type ManualChoice,
  manualChoices,
  type PickerAreas,
} from '../../model/picker-rules';
import { useMyLocation } from './location-picker-geolocation';
import { LocationPickerManual } from './location-picker-manual';
import type { PickerFocus } from './location-picker-map';
import { PickerMessage, type PickerNotice } from './location-picker-message';
import { LocationPickerSearch } from './location-picker-search';
import '../../../../i18n/en/map';
import type { LocationPickerProps, PickedLocation } from '../../../../components/location-picker-slot';

export type { LocationPickerProps, PickedLocation };

/** Leaflet and its CSS load with the first picker that opens, never with the page that holds it. */
const loadMap = () =>
  lazy(() =>
    loadMapModule(() => import('./location-picker-map')).then((module) => ({
      default: module.LocationPickerMap,
    })),
  );

/**
 * A map to choose a point in Quezon City, with the click rules and messages of resident section 5 or admin
 * section 5, 'Use my location', a barangay search, and a way to set the location without the map. The
 * address comes from the API's reverse geocoder ('Address not found' when it has none).
 */
export function LocationPicker({
  value,
  onChange,
  variant,
  lockedBarangay,
  lockedMessage,
  label,
  showSearch = true,
  onAddressPending,
}: LocationPickerProps): JSX.Element {
  const t = useT();
  const boundaries = useQuery(barangayBoundariesQuery);
  const outline = useQuery(cityOutlineQuery);
  // Without the boundary file, the list without the map takes its pins from the barangays API.
  const statuses = useQuery({ ...barangayStatusesQuery, enabled: boundaries.isError });
  const config = useAppConfig();
  const client = useQueryClient();
  const [LazyMap, setLazyMap] = useState(loadMap);
  const [notice, setNotice] = useState<PickerNotice | null>(null);
  const [focus, setFocus] = useState<PickerFocus | null>(null);
  const lookup = useRef(0);

  const barangays = useMemo(
    () => (boundaries.data ? toPickerAreas(boundaries.data.features) : null),
    [boundaries.data],
  );
  const areas = useMemo<PickerAreas | null>(
    () => (barangays ? { barangays, city: outline.data ?? null } : null),
    [barangays, outline.data],
  );
  const apiPoints = useMemo(
    () =>
      statuses.data
        ? new Map(
            statuses.data.flatMap((b) =>
              b.label_point ? [[b.name, [b.label_point[1], b.label_point[0]] as LatLng] as const] : [],
            ),
          )
        : null,
    [statuses.data],
  );
  const choices = useMemo(
    () => manualChoices(areas, apiPoints, lockedBarangay),
    [areas, apiPoints, lockedBarangay],
  );
  const maxBounds = useMemo(() => pickerMaxBounds(variant, outline.data ?? null), [variant, outline.data]);
  const rules = useMemo(
    () => ({ variant, lockedBarangay, lockedMessage }),
    [variant, lockedBarangay, lockedMessage],
  );

  // Errors go after 5 s (admin section 9, 'Invalid-pin message 5 s'); a success line stays.
  useEffect(() => {
    if (notice?.tone !== 'error') return;
    const timer = window.setTimeout(() => setNotice(null), TIMING.invalidPinMessageMs);
    return () => window.clearTimeout(timer);
  }, [notice]);

  const moveTo = useCallback((position: LatLng, zoom: number) => {
    setFocus((previous) => ({ position, zoom, seq: (previous?.seq ?? 0) + 1 }));
  }, []);

  const pick = useCallback(
    (lat: number, lng: number) => {
      const outcome = checkPick({ lat, lng }, areas, rules);
      if (!outcome.ok) {
        setNotice({ tone: 'error', text: outcome.message, seq: Date.now() });
        return false;
      }
      setNotice({ tone: 'success', text: outcome.message, seq: Date.now(), address: 'pending' });
      const picked = { lat, lng, barangay: outcome.barangay, address: '' };
      onChange(picked);
      const ticket = ++lookup.current;
      onAddressPending?.(true);
      client
        .fetchQuery(reverseGeocodeQuery(lat, lng))
        .then((answer) => {
          if (ticket !== lookup.current) return;
          onChange({ ...picked, address: answer.address });
          setNotice((current) => current && { ...current, address: 'found' });
        })
        .catch((error: unknown) => {
          if (ticket !== lookup.current) return;
          const address = addressAfterFailedLookup(error, outcome.barangay);
          if (address) onChange({ ...picked, address });
          setNotice((current) => current && { ...current, address: address ? 'found' : 'notFound' });
        })
        .finally(() => {
          if (ticket === lookup.current) onAddressPending?.(false);
        });
      return true;
    },
    [areas, rules, onChange, client, onAddressPending],
  );

  const locate = useMyLocation({
    onFix: (lat, lng) => {
      if (pick(lat, lng)) moveTo([lat, lng], pointZoom(variant));
    },
    onProblem: (text) => setNotice({ tone: 'error', text, seq: Date.now() }),
  });

  const pickManually = (choice: ManualChoice, typed: string) => {
    const outcome = checkManualPick(choice, areas, rules);
    if (!outcome.ok || !choice.point) {
      if (!outcome.ok) setNotice({ tone: 'error', text: outcome.message, seq: Date.now() });
      // No point known: neither the boundary file nor the barangays API has answered; ask them again.
      if (!choice.point) void Promise.all([boundaries.refetch(), statuses.refetch()]);
      return;
    }
    const [lat, lng] = choice.point;
    // A typed address wins over any lookup; without one, the address known from the polygons.
    lookup.current += 1;
    onAddressPending?.(false);
    setNotice({ tone: 'success', text: outcome.message, seq: Date.now(), address: 'found' });
    onChange({
      lat,
      lng,
      barangay: outcome.barangay,
      address: typed || cityAddress(outcome.barangay),
      typedAddress: typed || undefined,
      approximate: true,
    });
    moveTo([lat, lng], focusZoom(variant));
  };

  // A locked or preselected barangay: show it.
  const lockedPoint = useMemo(
    () => (lockedBarangay ? choices[0]?.point : undefined),
    [choices, lockedBarangay],
  );
  const hasValue = value !== null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new locked barangay moves the map, not a pick.
  useEffect(() => {
    if (lockedPoint && !hasValue) moveTo(lockedPoint, focusZoom(variant));
  }, [lockedPoint, moveTo, variant]);

  const marker: LatLng | null = value ? [value.lat, value.lng] : null;
  let map: JSX.Element;
  if (boundaries.isError)
    map = (
      <MapErrorPanel
        // The admin console is English only; its boundary message has no other language.
        message={variant === 'admin' ? INTERVENTION_MESSAGES.boundaryLoadFailed : { key: 'map.dataFailed' }}
        onRetry={() => void boundaries.refetch()}
      />
    );
  else if (!areas) map = <MapLoading />;
  else
    map = (
      <MapErrorBoundary onRetry={() => setLazyMap(loadMap)}>
        <Suspense fallback={<MapLoading />}>
          <LazyMap
            areas={areas}
            marker={marker}
            onMapClick={pick}
            focus={focus}
            variant={variant}
            maxBounds={maxBounds}
            tileUrl={config.data?.mapTileUrl}
            tileAttribution={config.data?.mapTileAttribution}
          />
        </Suspense>
      </MapErrorBoundary>
    );

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-end gap-2">
        {showSearch ? (
          <LocationPickerSearch
            areas={areas}
            onFound={(area) => area.labelPoint && moveTo(area.labelPoint, focusZoom(variant))}
            onMissing={(text) => setNotice({ tone: 'error', text, seq: Date.now() })}
          />
        ) : null}
        <button
          type="button"
          onClick={locate.start}
          disabled={locate.busy}
          className="min-h-11 rounded-full border border-slate-900 px-4 text-sm font-semibold text-slate-900 hover:bg-slate-100 disabled:opacity-60"
        >
          {t(locate.busy ? 'picker.locating' : 'picker.useMyLocation')}
        </button>
      </div>
      <PickerMessage notice={notice} />
      <section
        aria-label={label ?? t('picker.defaultLabel')}
        className="isolate h-80 overflow-hidden rounded-lg border border-slate-300 bg-slate-100"
      >
        {map}
      </section>
      <LocationPickerManual key={lockedBarangay ?? ''} choices={choices} onSubmit={pickManually} />
    </div>
  );
}
