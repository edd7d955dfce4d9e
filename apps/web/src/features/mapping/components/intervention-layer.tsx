import { formatDateTime12h, type Intervention, normalizeInterventionStatus } from '@dengue/core';
import { Marker, Popup } from 'react-leaflet';
import { INTERVENTION_TYPE_GLYPHS } from '../model/map-icons';
import { MARKER_COLORS } from '../model/marker-style';
import { discIcon, nameOnAdd } from './marker-html';

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

/** The intervention popup of admin section 2: type, status, barangay, address, date, description. */
function InterventionDetails({ intervention: i }: { intervention: Intervention }) {
  return (
    <div className="space-y-1.5 text-sm text-slate-800" data-testid="intervention-popup">
      <h3 className="text-base font-bold text-slate-900">{i.interventionType}</h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="font-semibold">Status</dt>
        <dd>{statusOf(i)}</dd>
        <dt className="font-semibold">Barangay</dt>
        <dd>{i.barangay}</dd>
        <dt className="font-semibold">Address</dt>
        <dd>{i.address || 'No address given'}</dd>
        <dt className="font-semibold">Date</dt>
        <dd>{formatDateTime12h(i.date) || i.date}</dd>
      </dl>
      {i.description ? <p className="whitespace-pre-line">{i.description}</p> : null}
    </div>
  );
}

/** Blue intervention markers (few, so always DOM: focusable, with their popup). */
export function InterventionLayer({ interventions }: { interventions: readonly Intervention[] }) {
  return interventions.map((i) => {
    const [lng, lat] = i.specific_location!.coordinates;
    return (
      <Marker
        key={i._id}
        position={[lat, lng]}
        icon={iconFor(i)}
        keyboard
        eventHandlers={{
          add: (event) =>
            nameOnAdd(event.target.getElement(), `${i.interventionType} in ${i.barangay}, ${statusOf(i)}`),
        }}
      >
        <Popup maxWidth={300}>
          <InterventionDetails intervention={i} />
        </Popup>
      </Marker>
    );
  });
}
