import type { ReportStatus, ReportType } from '@dengue/core';

/** One demo breeding-site report. Dates, authors, points and photos are drawn by the seeded generator. */
export interface ReportSpec {
  barangay: string;
  type: ReportType;
  status: ReportStatus;
  description: string;
  anonymous?: boolean;
  /** Part of the demo cluster (three validated reports a few metres apart). */
  cluster?: boolean;
  /** A username from DEMO_RESIDENTS; otherwise an active resident is drawn. */
  author?: string;
  /** Seen within the last two days (still Pending, new in the admin queue). */
  recent?: boolean;
}

const SW: ReportType = 'Stagnant Water';
const ST: ReportType = 'Standing Water';
const GB: ReportType = 'Uncollected Garbage or Trash';
const OT: ReportType = 'Others';

export const REPORT_SPECS: readonly ReportSpec[] = [
  // The cluster: one corner of Batasan Hills, reported by three neighbours.
  {
    barangay: 'Batasan Hills',
    type: SW,
    status: 'Validated',
    cluster: true,
    author: 'maria.santos',
    description: 'Stagnant water in discarded tyres beside the basketball court. May kiti-kiti na sa loob.',
  },
  {
    barangay: 'Batasan Hills',
    type: SW,
    status: 'Validated',
    cluster: true,
    description: 'Same corner near the court: old tyres and a puddle that never dries after the rain.',
  },
  {
    barangay: 'Batasan Hills',
    type: ST,
    status: 'Validated',
    cluster: true,
    anonymous: true,
    description: 'Uncovered drums behind the court, full of rainwater. Walang takip since last week.',
  },
  {
    barangay: 'Batasan Hills',
    type: GB,
    status: 'Validated',
    author: 'maria.santos',
    description:
      'Garbage bags not collected for a week at the corner of the street, plastic cups everywhere.',
  },
  {
    barangay: 'Batasan Hills',
    type: ST,
    status: 'Pending',
    recent: true,
    description: 'Mga timba at drum sa gilid ng bahay, puno ng tubig-ulan, may kiti-kiti.',
  },
  {
    barangay: 'Payatas',
    type: GB,
    status: 'Validated',
    description: 'Pile of trash beside the creek, with cups and bottles holding rainwater.',
  },
  {
    barangay: 'Payatas',
    type: SW,
    status: 'Validated',
    description: 'Stack of old tyres behind the vulcanizing shop, full of rainwater.',
  },
  {
    barangay: 'Payatas',
    type: OT,
    status: 'Validated',
    description: 'Abandoned jeepney body in the vacant lot with water inside the floor.',
  },
  {
    barangay: 'Payatas',
    type: GB,
    status: 'Pending',
    description: 'Hindi pa nakokolekta ang basura sa tapat ng palengke since Monday.',
  },
  {
    barangay: 'Commonwealth',
    type: SW,
    status: 'Validated',
    description: 'Clogged drainage along the service road, the water is not flowing anymore and it smells.',
  },
  {
    barangay: 'Commonwealth',
    type: ST,
    status: 'Validated',
    anonymous: true,
    description: 'Open plastic drums at the back of the carinderia, walang takip.',
  },
  {
    barangay: 'Commonwealth',
    type: GB,
    status: 'Validated',
    description: 'Overflowing garbage bins beside the covered court after the liga.',
  },
  {
    barangay: 'Commonwealth',
    type: OT,
    status: 'Pending',
    recent: true,
    description: 'Coconut shells and husks left by the buko vendor near the jeepney stop, holding water.',
  },
  {
    barangay: 'Tatalon',
    type: SW,
    status: 'Validated',
    description: 'Water collecting in the open construction pit beside the chapel for more than a week.',
  },
  {
    barangay: 'Tatalon',
    type: GB,
    status: 'Validated',
    author: 'ramon.aquino',
    description: 'Sacks of garbage left along the riverbank, some are torn and scattered.',
  },
  {
    barangay: 'Tatalon',
    type: ST,
    status: 'Rejected',
    author: 'rodel.torres',
    description: 'Same drums as my report yesterday, same location.',
  },
  {
    barangay: 'Bagong Silangan',
    type: SW,
    status: 'Validated',
    description: 'Baha pa rin sa eskinita malapit sa day care center, three days na since the last rain.',
  },
  {
    barangay: 'Bagong Silangan',
    type: OT,
    status: 'Validated',
    description: 'Cut bamboo stumps along the fence of the vacant lot collecting rainwater.',
  },
  {
    barangay: 'Bagong Silangan',
    type: GB,
    status: 'Pending',
    description: 'Illegal dumping at the vacant lot: styro boxes, cans and bottles filled with rainwater.',
  },
  {
    barangay: 'Holy Spirit',
    type: ST,
    status: 'Validated',
    author: 'ana.dela.cruz',
    description: 'Flower pots and the plates under them have standing water at the barangay hall garden.',
  },
  {
    barangay: 'Holy Spirit',
    type: SW,
    status: 'Validated',
    description: 'Tyres used as plant pots on the sidewalk are holding water. Nakita ko may larvae.',
  },
  {
    barangay: 'Holy Spirit',
    type: OT,
    status: 'Rejected',
    description: 'Maraming lamok sa loob ng bahay namin tuwing gabi, pa-fogging po.',
  },
  {
    barangay: 'Tandang Sora',
    type: ST,
    status: 'Validated',
    description: 'Several pails and basins left outside the boarding house, full of rainwater.',
  },
  {
    barangay: 'Tandang Sora',
    type: GB,
    status: 'Validated',
    anonymous: true,
    description: 'Trash in the canal near the elementary school, the water is blocked.',
  },
  {
    barangay: 'Tandang Sora',
    type: SW,
    status: 'Pending',
    recent: true,
    description: 'Water in the potholes in front of the public market, hindi natutuyo.',
  },
  {
    barangay: 'Culiat',
    type: ST,
    status: 'Validated',
    author: 'kristine.garcia',
    description: 'Water tank with a broken cover on the roof deck of the apartment, visible from the street.',
  },
  {
    barangay: 'Culiat',
    type: OT,
    status: 'Validated',
    description: 'Clogged roof gutter of the covered court, leaking into a pool below.',
  },
  {
    barangay: 'Pasong Tamo',
    type: ST,
    status: 'Validated',
    description: 'Standing water in the old refrigerator dumped near the tricycle terminal.',
  },
  {
    barangay: 'Pasong Tamo',
    type: GB,
    status: 'Rejected',
    description: 'Neighbour burns garbage every night, very smoky.',
  },
  {
    barangay: 'Bahay Toro',
    type: SW,
    status: 'Validated',
    description: 'Stagnant water under the footbridge, with floating plastic. Lots of mosquitoes at dusk.',
  },
  {
    barangay: 'Bahay Toro',
    type: OT,
    status: 'Pending',
    anonymous: true,
    description: 'Construction site with water in the hollow blocks and in the folds of the tarp.',
  },
  {
    barangay: 'Krus na Ligas',
    type: OT,
    status: 'Validated',
    author: 'carlo.fernandez',
    description: 'Tree holes in the old acacia trees near the chapel, full of water.',
  },
  {
    barangay: 'Krus na Ligas',
    type: SW,
    status: 'Rejected',
    description: 'Puddle on the road after the rain this morning, natuyo na rin agad.',
  },
  {
    barangay: 'Pinyahan',
    type: ST,
    status: 'Validated',
    description: 'Water collecting on the tarpaulin roof of the sari-sari store extension.',
  },
  {
    barangay: 'Pinyahan',
    type: GB,
    status: 'Validated',
    description: 'Uncollected garbage at the MRF area, mga bote at lata nakakalat.',
  },
  {
    barangay: 'San Bartolome',
    type: OT,
    status: 'Rejected',
    author: 'rodel.torres',
    description: 'Test lang po, first time using the app.',
  },
  {
    barangay: 'San Bartolome',
    type: ST,
    status: 'Validated',
    description: 'Roof gutters of the elementary school annex are clogged and holding water.',
  },
  {
    barangay: 'Bagbag',
    type: SW,
    status: 'Validated',
    description: 'Abandoned bangka and tyres in the vacant lot by the cemetery road collecting rainwater.',
  },
  {
    barangay: 'Bagbag',
    type: GB,
    status: 'Pending',
    recent: true,
    description: 'Basura sa bakanteng lote beside the chapel, with old tyres mixed in.',
  },
  {
    barangay: 'Santo Domingo',
    type: OT,
    status: 'Validated',
    description: 'Abandoned swimming pool in the vacant house, green water. Hindi na inaalagaan.',
  },
];

export const REPORT_COMMENTS: readonly string[] = [
  'Salamat sa pag-report! Dadaan kami mamaya para tumulong maglinis.',
  'Nakita ko rin ito kahapon. Sana ma-clear agad.',
  'Na-report ko na rin sa barangay hall.',
  'Dapat baligtarin ang mga gulong para hindi maipunan ng tubig.',
  'Our kids play near there, sana maaksyunan na.',
  'Cleaned this up with the tanod this morning, wala na pong tubig.',
  "Thanks for posting. I'll bring this up at the HOA meeting.",
  'May kiti-kiti na talaga diyan, nakita ko kanina.',
  'Pwede po bang lagyan ng takip yung mga drum?',
  'Same problem in our street, sana ma-schedule ang clean-up drive.',
  'Taob, taktak, tuyo, takip! Let us do it this weekend.',
  'Sinabihan ko na yung may-ari ng lote.',
];

const ANONYMOUS_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A public pseudonym like 'Anonymous-7F3K2'. */
export function anonymousIdFrom(next: () => number): string {
  let id = '';
  for (let i = 0; i < 5; i++) id += ANONYMOUS_ALPHABET[Math.floor(next() * ANONYMOUS_ALPHABET.length)];
  return `Anonymous-${id}`;
}
