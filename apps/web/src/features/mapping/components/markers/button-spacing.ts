import {
  type LatLng as LeafletLatLng,
  type Map as LeafletMap,
  type Marker,
  marker,
  point,
  popup,
} from 'leaflet';
import { discIcon, nameOnAdd, onActivate } from '../../../../components/map/marker-html';
import { t } from '../../../../i18n/language-store';
import {
  groupCrowded,
  keepsFreeSquareAmong,
  type LatLng,
  MARKER_BUTTON_SIZE,
  type Rect,
} from '../../model/marker-layout';
import '../../../../i18n/en/map';

/** A marker button a layer would show, as the spacing sees it. */
export interface SpacedButton {
  /** Unique on the map: the layer's name and the item's id. */
  key: string;
  latlng: LatLng;
  /** From the point to the centre of the button's box, pixels (a cluster's badge stands above its circle). */
  offset?: [x: number, y: number];
  /** The button's accessible name, also its entry in a group's list. */
  name: string;
  /** What pressing the button does. */
  activate: () => void;
}

/** A layer whose markers are buttons: it says which it would show, and draws the grouped ones as pictures. */
export interface SpacingSource {
  buttons(): SpacedButton[];
  /** These keys stand in a group: draw them as pictures (clickable, not focusable: the group is their button). */
  showAsPictures(keys: ReadonlySet<string>): void;
}

/** Dark slate, white count: a group is none of the marker kinds. */
const GROUP_COLOR = '#334155';

interface ShownGroup {
  marker: Marker;
  /** Its members' keys, sorted: the same group keeps its button (and a keyboard user's focus). */
  signature: string;
}

/**
 * Keeps a map's marker buttons apart (WCAG 2.2, 2.5.8; decision 016). After every move and every change of
 * a layer's markers it collects the buttons of all layers (breeding sites, clusters, interventions), groups
 * those that would cover too much of each other (`groupCrowded`) and tells each layer to draw its grouped
 * markers as pictures; each group gets one button with its count, whose list names every member and
 * presses it. A zoom in parts the group: at the map's last zoom only points a few metres apart stay
 * together. Buttons under a map control or past the map's edge are pictures until the map moves.
 */
export class ButtonSpacing {
  private readonly sources = new Set<SpacingSource>();
  private shown = new Map<string, ShownGroup>();
  private scheduled = false;

  constructor(private readonly map: LeafletMap) {
    map.on('moveend', this.schedule, this);
  }

  register(source: SpacingSource): () => void {
    this.sources.add(source);
    this.schedule();
    return () => {
      this.sources.delete(source);
      if (this.sources.size === 0) this.destroy();
      else this.schedule();
    };
  }

  /** A layer's buttons changed: lay them out again (once, after the layers that changed together). */
  schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    // After this task's other listeners: every layer has updated for the move before the layout reads it.
    queueMicrotask(() => {
      this.scheduled = false;
      if (spacings.get(this.map) === this) this.layout();
    });
  }

  private layout(): void {
    const buttons = [...this.sources].flatMap((source) => source.buttons());
    const centres = buttons.map((button) => {
      const at = this.map.latLngToLayerPoint(button.latlng).round();
      return { x: at.x + (button.offset?.[0] ?? 0), y: at.y + (button.offset?.[1] ?? 0) };
    });
    // No buttons (city zoom, where markers are painted): nothing to measure, so no forced layout either.
    const covers = buttons.length > 0 ? this.coverings() : [];
    const half = MARKER_BUTTON_SIZE / 2;
    const pictures = new Set<string>();
    const next = new Map<string, ShownGroup>();
    for (const group of groupCrowded(centres, MARKER_BUTTON_SIZE)) {
      const members = group.members.map((index) => buttons[index]!);
      const box = {
        left: group.x - half,
        top: group.y - half,
        right: group.x + half,
        bottom: group.y + half,
      };
      // Under a map control or past the map's edge: a picture until the map moves it into the open.
      const covered = !keepsFreeSquareAmong(box, covers);
      if (members.length === 1 && !covered) continue;
      for (const member of members) pictures.add(member.key);
      if (covered) continue;
      const signature = members
        .map((member) => member.key)
        .sort()
        .join('|');
      const at = this.map.layerPointToLatLng(point(group.x, group.y));
      const kept = this.shown.get(signature);
      if (kept) {
        kept.marker.setLatLng(at);
        next.set(signature, kept);
        this.shown.delete(signature);
      } else {
        next.set(signature, { marker: this.groupMarker(at, members), signature });
      }
    }
    for (const gone of this.shown.values()) gone.marker.remove();
    this.shown = next;
    for (const source of this.sources) source.showAsPictures(pictures);
  }

  /**
   * What covers buttons on the map, in layer pixels: its controls (zoom, attribution), whose own buttons and
   * links would sit over them, and everything outside its container, which hides what lies there.
   */
  private coverings(): Rect[] {
    const container = this.map.getContainer();
    const frame = container.getBoundingClientRect();
    const toLayer = (x: number, y: number) => this.map.containerPointToLayerPoint(point(x, y));
    const rect = (left: number, top: number, right: number, bottom: number): Rect => {
      const from = toLayer(left, top);
      const to = toLayer(right, bottom);
      return { left: from.x, top: from.y, right: to.x, bottom: to.y };
    };
    const far = 1e6;
    const { width, height } = frame;
    const controls = [...container.querySelectorAll('.leaflet-control')].map((control) => {
      const box = control.getBoundingClientRect();
      return rect(box.left - frame.left, box.top - frame.top, box.right - frame.left, box.bottom - frame.top);
    });
    return [
      ...controls,
      rect(-far, -far, far, 0),
      rect(-far, height, far, far),
      rect(-far, -far, 0, far),
      rect(width, -far, far, far),
    ];
  }

  private groupMarker(at: LeafletLatLng, members: SpacedButton[]): Marker {
    const button = marker(at, {
      icon: discIcon({ color: GROUP_COLOR, label: String(members.length) }),
      keyboard: true,
      // Above its members' pictures.
      zIndexOffset: 1000,
    });
    button.on('add', () => {
      const element = button.getElement();
      nameOnAdd(element, t('map.groupName', { count: members.length }));
      element?.classList.add('marker-group');
    });
    onActivate(button, () => this.openList(button, members));
    button.addTo(this.map);
    return button;
  }

  /** The group's list: a heading and one button per member, which closes the list and presses it. */
  private openList(group: Marker, members: SpacedButton[]): void {
    const content = document.createElement('div');
    content.className = 'space-y-2 text-sm text-slate-800';
    content.dataset.testid = 'marker-group-list';
    const heading = document.createElement('h3');
    heading.className = 'text-base font-bold text-slate-900';
    heading.textContent = t('map.groupTitle', { count: members.length });
    const entries = document.createElement('ul');
    entries.className = 'space-y-1';
    for (const member of members) {
      const entry = document.createElement('button');
      entry.type = 'button';
      entry.className =
        'min-h-8 w-full rounded-md px-2 py-1 text-left font-semibold text-blue-800 underline-offset-2 hover:bg-slate-100 hover:underline focus-visible:outline-3 focus-visible:outline-blue-700';
      entry.textContent = member.name;
      entry.addEventListener('click', () => {
        this.map.closePopup();
        member.activate();
      });
      const item = document.createElement('li');
      item.append(entry);
      entries.append(item);
    }
    content.append(heading, entries);
    // Leaflet's own Escape only works while the map itself has focus.
    content.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      this.map.closePopup();
    });
    const list = popup({
      maxWidth: 300,
      offset: [0, -MARKER_BUTTON_SIZE / 2],
      className: 'marker-group-popup',
    })
      .setLatLng(group.getLatLng())
      .setContent(content);
    // Closed by its button, Escape or a choice: focus goes back to the group's button, as from a menu.
    list.on('remove', () => {
      if (content.contains(document.activeElement)) group.getElement()?.focus({ preventScroll: true });
    });
    list.openOn(this.map);
    // Into the list, as a menu does: the keyboard path to each member. Without scrolling: the map's
    // container hides its overflow but still scrolls, and a list opening past its edge (before the
    // popup's pan has brought it in) would shift the whole map inside it for good.
    entries.querySelector('button')?.focus({ preventScroll: true });
  }

  private destroy(): void {
    this.map.off('moveend', this.schedule, this);
    for (const group of this.shown.values()) group.marker.remove();
    this.shown.clear();
    spacings.delete(this.map);
  }
}

const spacings = new WeakMap<LeafletMap, ButtonSpacing>();

/** The map's one spacing, made when its first layer of buttons asks. */
export function buttonSpacing(map: LeafletMap): ButtonSpacing {
  let spacing = spacings.get(map);
  if (!spacing) {
    spacing = new ButtonSpacing(map);
    spacings.set(map, spacing);
  }
  return spacing;
}
