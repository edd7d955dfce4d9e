import type { QcBarangayName } from './barangay-list.ts';

/**
 * Spellings seen in case line lists and typed by people, mapped to the official (boundary file) name.
 * Many already reduce to the official match key (abbreviations, accents, 'Brgy.', a trailing 'Sr.'); they
 * are listed anyway so a change to barangayMatchKey that breaks them fails a test. The rest are former or
 * parenthesised names: the PSGC codes of N.S. Amoranto, New Era and Santo Domingo still sort them under
 * Gintong Silahis, Constitution Hills and Matalahib.
 */
export const BARANGAY_ALIASES: Readonly<Record<string, QcBarangayName>> = {
  // Abbreviations and punctuation the match key already absorbs.
  'STO. NIÑO': 'Santo Niño',
  'STO NINO': 'Santo Niño',
  'STO. CRISTO': 'Santo Cristo',
  'STA. CRUZ': 'Santa Cruz',
  'STA. LUCIA': 'Santa Lucia',
  'STA. MONICA': 'Santa Monica',
  'STA. TERESITA': 'Santa Teresita',
  'ST. IGNATIUS': 'Saint Ignatius',
  'ST. PETER': 'Saint Peter',
  'U.P. CAMPUS': 'UP Campus',
  'UP CAMPUS': 'UP Campus',
  'U.P. VILLAGE': 'UP Village',
  'BRGY. E. RODRIGUEZ SR.': 'E. Rodriguez Sr.',
  'E. RODRIGUEZ': 'E. Rodriguez Sr.',
  'DOÑA IMELDA': 'Doña Imelda',
  'DOÑA JOSEFA': 'Doña Josefa',
  'DOÑA AURORA': 'Doña Aurora',
  'DON MANUEL': 'Don Manuel',
  'BAGONG PAG-ASA': 'Bagong Pag-asa',
  'PAG-IBIG SA NAYON': 'Pag-ibig sa Nayon',
  'KRUS NA LIGAS': 'Krus na Ligas',
  'OLD CAPITOL SITE': 'Old Capitol Site',
  BAGBAG: 'Bagbag',
  'NOVALICHES PROPER': 'Novaliches Proper',
  PHILAM: 'Phil-Am',
  "TEACHER'S VILLAGE EAST": 'Teachers Village East',
  "TEACHER'S VILLAGE WEST": 'Teachers Village West',
  "VETERAN'S VILLAGE": 'Veterans Village',
  'ESCOPA 1': 'Escopa I',
  'ESCOPA 2': 'Escopa II',
  'ESCOPA 3': 'Escopa III',
  'ESCOPA 4': 'Escopa IV',
  'QUIRINO II-A': 'Quirino 2-A',
  'QUIRINO 2A': 'Quirino 2-A',
  BALONGBATO: 'Balong Bato',
  'DUYAN DUYAN': 'Duyan-Duyan',
  // Former, parenthesised or shortened names: these need the table.
  'N.S. AMORANTO (GINTONG SILAHIS)': 'N.S. Amoranto',
  'GINTONG SILAHIS': 'N.S. Amoranto',
  'STO. DOMINGO (MATALAHIB)': 'Santo Domingo',
  MATALAHIB: 'Santo Domingo',
  'NEW ERA (CONSTITUTION HILLS)': 'New Era',
  'CONSTITUTION HILLS': 'New Era',
  'SAN ISIDRO GALAS': 'San Isidro',
  'BAGONG LIPUNAN': 'Bagong Lipunan ng Crame',
  'CAMP CRAME': 'Bagong Lipunan ng Crame',
  'PASONG PUTIK': 'Pasong Putik Proper',
  'IMMACULATE CONCEPTION': 'Immaculate Concepcion',
  SIENA: 'Sienna',
  'DAMAYAN LAGI': 'Damayang Lagi',
  'A. SAMSON': 'Apolonio Samson',
  'U.P. DILIMAN': 'UP Campus',
};
