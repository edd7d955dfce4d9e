import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BARANGAY_ALIASES } from './barangay-aliases.ts';
import { QC_BARANGAY_NAMES } from './barangay-list.ts';
import {
  barangayMatchKey,
  createBarangayMatcher,
  qcBarangayMatcher,
  sameBarangay,
} from './barangay-names.ts';

// The boundary file the API serves; the official names are its properties.name values.
const boundaryFile = new URL('../../../apps/api/assets/quezon-city-barangays.geojson', import.meta.url);
const geojsonNames = (
  JSON.parse(readFileSync(boundaryFile, 'utf8')) as { features: { properties: { name: string } }[] }
).features.map((feature) => feature.properties.name);

const matcher = createBarangayMatcher(QC_BARANGAY_NAMES);

describe('official names', () => {
  it('are the 141 boundary names plus Novaliches Proper', () => {
    expect(geojsonNames).toHaveLength(141);
    expect([...QC_BARANGAY_NAMES].sort()).toEqual([...geojsonNames, 'Novaliches Proper'].sort());
  });

  it('have unique match keys', () => {
    const keys = QC_BARANGAY_NAMES.map(barangayMatchKey);
    expect(new Set(keys).size).toBe(QC_BARANGAY_NAMES.length);
    expect(keys.every((key) => /^[a-z0-9]+$/.test(key))).toBe(true);
  });

  it.each(QC_BARANGAY_NAMES)('%s matches itself, in capitals, and with a Barangay prefix', (name) => {
    expect(matcher.match(name)).toBe(name);
    expect(matcher.match(name.toUpperCase())).toBe(name);
    expect(matcher.match(`Barangay ${name}`)).toBe(name);
    expect(matcher.match(`BRGY. ${name.toUpperCase()}`)).toBe(name);
    expect(matcher.matchLoose(name)).toBe(name);
  });

  it('refuses a list with two names of the same key', () => {
    expect(() => createBarangayMatcher(['Santo Niño', 'STO. NINO'])).toThrow(/share the match key/);
  });
});

describe('barangayMatchKey', () => {
  it.each([
    ['E. Rodriguez Sr.', 'erodriguez'],
    ['E RODRIGUEZ SR', 'erodriguez'],
    ['e-rodriguez', 'erodriguez'],
    ['ERODRIGUEZSR', 'erodriguez'],
    ['Santo Niño', 'santonino'],
    ['STO. NIÑO', 'santonino'],
    ['Sta.Cruz', 'santacruz'],
    ['ST. IGNATIUS', 'saintignatius'],
    ['Bgy Santol', 'santol'],
    ['U.P. Campus', 'upcampus'],
    ['Escopa III', 'escopa3'],
    ['Escopa 3', 'escopa3'],
    ['Quirino II-A', 'quirino2a'],
    ["Teacher's Village East", 'teachersvillageeast'],
    ['  Pag-ibig  sa Nayon ', 'pagibigsanayon'],
  ])('%j -> %s', (raw, key) => {
    expect(barangayMatchKey(raw)).toBe(key);
  });
});

describe('aliases', () => {
  const official = new Set<string>(geojsonNames.concat('Novaliches Proper'));

  it.each(Object.entries(BARANGAY_ALIASES))('%j -> %s, an official name', (alias, target) => {
    expect(official.has(target)).toBe(true);
    expect(matcher.match(alias)).toBe(target);
  });

  it('covers the spellings of real line lists', () => {
    expect(matcher.match('N.S. AMORANTO (GINTONG SILAHIS)')).toBe('N.S. Amoranto');
    expect(matcher.match('Gintong Silahis')).toBe('N.S. Amoranto');
    expect(matcher.match('STO. DOMINGO (MATALAHIB)')).toBe('Santo Domingo');
    expect(matcher.match('SAN ISIDRO GALAS')).toBe('San Isidro');
    expect(matcher.match('SAN ISIDRO LABRADOR')).toBe('San Isidro Labrador');
    expect(matcher.match('NEW ERA (CONSTITUTION HILLS)')).toBe('New Era');
    expect(matcher.match('BRGY. E. RODRIGUEZ SR.')).toBe('E. Rodriguez Sr.');
  });
});

describe('loose matching', () => {
  it.each([
    ['Rodriguez', 'E. Rodriguez Sr.'],
    ['balara', 'Matandang Balara'],
    ['Matandang Bal', 'Matandang Balara'],
    ['Silahis', 'N.S. Amoranto'],
    ['Pasong Putik', 'Pasong Putik Proper'],
    ['Brgy. Krus', 'Krus na Ligas'],
    ['tandang', 'Tandang Sora'],
    ['Balongbat', 'Balong Bato'],
  ])('%j -> %s', (raw, expected) => {
    expect(matcher.match(raw) === expected || matcher.matchLoose(raw) === expected).toBe(true);
    expect(matcher.matchLoose(raw)).toBe(expected);
  });

  it.each(['Kamias', 'Triangle', 'Blue Ridge', 'Escopa', 'San', 'Quirino', 'Teachers Village', 'a', 'Fair'])(
    '%j is ambiguous and gives null',
    (raw) => {
      expect(matcher.matchLoose(raw)).toBeNull();
    },
  );

  it('prefers an exact name over a partial one', () => {
    expect(matcher.matchLoose('Fairview')).toBe('Fairview');
    expect(matcher.matchLoose('Silangan')).toBe('Silangan');
  });

  it('gives null for nothing or an unknown place', () => {
    expect(matcher.matchLoose('')).toBeNull();
    expect(matcher.matchLoose(null)).toBeNull();
    expect(matcher.matchLoose('Makati')).toBeNull();
    expect(matcher.match('Rodriguez')).toBeNull();
  });
});

describe('resident section 5: case, the word barangay, spaces, punctuation, a trailing sr', () => {
  it.each([
    ['case', 'bAtAsAn HiLlS', 'Batasan Hills'],
    ['the word barangay', 'Barangay Batasan Hills', 'Batasan Hills'],
    ['the word barangay, abbreviated', 'Brgy Batasan Hills', 'Batasan Hills'],
    ['the word barangay, last', 'Batasan Hills barangay', 'Batasan Hills'],
    ['spaces: none', 'BatasanHills', 'Batasan Hills'],
    ['spaces: many', '  Batasan    Hills ', 'Batasan Hills'],
    ['punctuation: hyphen dropped', 'Pagibig sa Nayon', 'Pag-ibig sa Nayon'],
    ['punctuation: hyphen added', 'Balong-Bato', 'Balong Bato'],
    ['punctuation: dots and commas', 'N. S. Amoranto,', 'N.S. Amoranto'],
    ['punctuation: apostrophe', "Teacher's Village East", 'Teachers Village East'],
    ['a trailing sr', 'E. Rodriguez', 'E. Rodriguez Sr.'],
    ['a trailing sr, glued', 'ERODRIGUEZSR', 'E. Rodriguez Sr.'],
  ])('%s: %j -> %s', (_, raw, official) => {
    expect(matcher.match(raw)).toBe(official);
  });

  it('keeps an inner sr and a name that only looks like one', () => {
    // 'Sr' alone is a word, not a suffix to drop; 'Santa Lucia' must not lose letters.
    expect(barangayMatchKey('Sr')).toBe('sr');
    expect(matcher.match('SANTA LUCIA')).toBe('Santa Lucia');
  });
});

describe('admin section 5: accents and partial words', () => {
  it.each([
    ['Dona Imelda', 'Doña Imelda'],
    ['DOÑA JOSEFA', 'Doña Josefa'],
    ['Santo Nino', 'Santo Niño'],
    ['Niño', 'Santo Niño'],
    ['Pasong Putik', 'Pasong Putik Proper'],
    ['Matandang Bal', 'Matandang Balara'],
    ['Bagong Silang', 'Bagong Silangan'],
  ])('%j -> %s', (raw, official) => {
    expect(matcher.matchLoose(raw)).toBe(official);
  });
});

describe('spellings of real line lists', () => {
  it.each([
    ['STO. NIÑO', 'Santo Niño'],
    ['U.P. CAMPUS', 'UP Campus'],
    ['ST. IGNATIUS', 'Saint Ignatius'],
    ['BRGY. E. RODRIGUEZ SR.', 'E. Rodriguez Sr.'],
  ])('%j -> %s, with and without the alias table', (raw, official) => {
    expect(matcher.match(raw)).toBe(official);
    // The match key alone gets there: the aliases only pin it down.
    expect(createBarangayMatcher(QC_BARANGAY_NAMES, {}).match(raw)).toBe(official);
  });
});

describe('sameBarangay (pin checks of the location picker)', () => {
  it.each([
    ['Santo Niño', 'STO. NIÑO'],
    ['E. Rodriguez Sr.', 'BRGY. E. RODRIGUEZ SR.'],
    ['UP Campus', 'u.p. campus'],
    ['Saint Ignatius', 'St Ignatius'],
    ['Pasong Putik Proper', 'Pasong Putik'],
    ['Doña Imelda', 'dona imelda'],
    ['Novaliches Proper', 'NOVALICHES PROPER'],
  ])('%j and %j are the same barangay', (a, b) => {
    expect(sameBarangay(a, b)).toBe(true);
    expect(sameBarangay(b, a)).toBe(true);
  });

  it.each([
    ['Batasan Hills', 'Bagong Silangan'],
    ['East Kamias', 'West Kamias'],
    ['Kamias', 'East Kamias'],
    ['Santo Niño', 'Santo Cristo'],
    ['', ''],
    [null, 'Bagbag'],
  ])('%j and %j are not', (a, b) => {
    expect(sameBarangay(a, b)).toBe(false);
  });

  it('uses one shared matcher over the official names', () => {
    expect(qcBarangayMatcher()).toBe(qcBarangayMatcher());
    expect(qcBarangayMatcher().match('bagbag')).toBe('Bagbag');
  });
});
