import { type Intervention, normalizeInterventionStatus } from '@dengue/core';
import type { Marker as LeafletMarker } from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { CircleMarker, Marker, Pane, Popup, useMap, useMapEvents } from 'react-leaflet';
import { INTERVENTION_TYPE_GLYPHS } from '../../../../components/map/map-icons';
import { discIcon, nameOnAdd } from '../../../../components/map/marker-html';
import { MARKER_COLORS } from '../../../../components/map/marker-style';
import { useFormat } from '../../../../i18n/format';
import { t, translateValue, useT } from '../../../../i18n/language-store';
import { buttonSpacing } from '../markers/button-spacing';
import '../../../../i18n/en/map';

// One icon per type, so a re-render never replaces a marker's element (and its keyboard focus).
const icons = new Map<string, ReturnType<typeof discIcon>>();
function iconFor(i: Intervention) {
  let icon = icons.get(i.interventionType);
  if (!icon) {
    icon = discIcon({
      color: MARKER_COLORS.intervention,
      glyph: INTERVENTION_TYPE_GLYPHS[i.interventionType],
    });
    icons.set(i.interventionType, icon);
  }
  return icon;
}

const statusOf = (i: Intervention) => normalizeInterventionStatus(i.status) ?? i.status;

const interventionName = (i: Intervention) =>
  t('map.interventionName', {
    type: translateValue('interventionType', i.interventionType),
    barangay: i.barangay,
    status: translateValue('interventionStatus', statusOf(i)),
  });

const pointOf = (i: Intervention): [number, number] => {
  const [lng, lat] = i.specific_location!.coordinates;
  return [lat!, lng!];
};

/** Keys of the spacing (button-spacing.ts). */
const spacingKey = (i: Intervention) => `intervention:${i._id}`;

/**
 * Takes part in the map's button spacing from `fromZoom`: the ids of the interventions drawn as pictures
 * because their buttons would meet another's; the group's list opens an intervention's popup.
 */
function useSpacedInterventions(
  interventions: readonly Intervention[],
  fromZoom: number,
  markers: ReadonlyMap<string, LeafletMarker>,
): ReadonlySet<string> {
  const map = useMap();
  const [pictures, setPictures] = useState<ReadonlySet<string>>(() => new Set());
  useEffect(
    () =>
      buttonSpacing(map).register({
        buttons: () =>
          map.getZoom() < fromZoom
            ? []
            : interventions.map((i) => ({
                key: spacingKey(i),
                latlng: pointOf(i),
                name: interventionName(i),
                activate: () => markers.get(i._id)?.openPopup(),
              })),
        showAsPictures: (keys) => {
          const mine = new Set(interventions.filter((i) => keys.has(spacingKey(i))).map((i) => i._id));
          // A new set only when it differs: no render after every move.
          setPictures((prev) =>
            prev.size === mine.size && [...mine].every((id) => prev.has(id)) ? prev : mine,
          );
        },
      }),
    [map, interventions, fromZoom, markers],
  );
  return pictures;
}

/** The intervention popup of admin section 2: type, status, barangay, address, date, description. */
function InterventionDetails({ intervention: i }: { intervention: Intervention }) {
  const t = useT();
  const format = useFormat();
  return (
    <div className="space-y-1.5 text-sm text-slate-800" data-testid="intervention-popup">
      <h3 className="text-base font-bold text-slate-900">
        {translateValue('interventionType', i.interventionType)}
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="font-semibold">{t('map.status')}</dt>
        <dd>{translateValue('interventionStatus', statusOf(i))}</dd>
        <dt className="font-semibold">{t('map.barangay')}</dt>
        <dd>{i.barangay}</dd>
        <dt className="font-semibold">{t('map.address')}</dt>
        <dd>{i.address || t('map.noAddress')}</dd>
        <dt className="font-semibold">{t('map.date')}</dt>
        <dd>{format.dateTime(i.date) || i.date}</dd>
      </dl>
      {i.description ? <p className="whitespace-pre-line">{i.description}</p> : null}
    </div>
  );
}

/**
 * Blue intervention markers (few, so DOM: focusable, with their popup). Below `interactiveFromZoom` they
 * are plain blue dots (see MARKER_BUTTON_ZOOM), which take no clicks unless `clickableDots` (staff maps:
 * a click opens the popup; a path, not a button, so nothing for target size to measure).
 */
export function InterventionLayer({
  interventions,
  interactiveFromZoom = 0,
  clickableDots = false,
}: {
  interventions: readonly Intervention[];
  interactiveFromZoom?: number;
  clickableDots?: boolean;
}) {
  const map = useMap();
  const [zoom, setZoom] = useState(() => map.getZoom());
  useMapEvents({ zoomend: () => setZoom(map.getZoom()) });
  const leafletMarkers = useRef(new Map<string, LeafletMarker>()).current;
  const pictures = useSpacedInterventions(interventions, interactiveFromZoom, leafletMarkers);
  const markers = interventions.map((i) => {
    const position = pointOf(i);
    if (zoom < interactiveFromZoom)
      return (
        <CircleMarker
          key={i._id}
          center={position}
          radius={4}
          interactive={clickableDots}
          pathOptions={{
            color: '#ffffff',
            weight: 1,
            fillColor: MARKER_COLORS.intervention,
            fillOpacity: 1,
          }}
          // Read once when the path is created (setStyle ignores it): names the dot for tests.
          className="intervention-dot"
        >
          {clickableDots ? (
            <Popup maxWidth={300}>
              <InterventionDetails intervention={i} />
            </Popup>
          ) : null}
        </CircleMarker>
      );
    // In a group of buttons that meet, a picture (not focusable) that still opens on a click; Leaflet reads
    // `keyboard` only when it makes the element, hence the key.
    const picture = pictures.has(i._id);
    return (
      <Marker
        key={`${i._id}${picture ? ':picture' : ''}`}
        ref={(made) => {
          if (made) leafletMarkers.set(i._id, made);
        }}
        position={position}
        icon={iconFor(i)}
        keyboard={!picture}
        eventHandlers={{
          add: (event) => {
            if (!picture) nameOnAdd(event.target.getElement(), interventionName(i));
          },
        }}
      >
        <Popup maxWidth={300}>
          <InterventionDetails intervention={i} />
        </Popup>
      </Marker>
    );
  });
  // Dots in their own pane above the barangay polygons (400), which are drawn in batches after them and
  // would otherwise cover them and take their clicks; below the report canvas (460).
  return zoom < interactiveFromZoom ? (
    <Pane name="intervention-dots" style={{ zIndex: 450 }}>
      {markers}
    </Pane>
  ) : (
    markers
  );
}
