import { describe, expect, it } from 'vitest';
import { QC_BARANGAY_NAMES } from './barangay-list.ts';
import { barangayMatchesQuery, searchBarangayNames } from './barangay-search.ts';

const search = (query: string) => searchBarangayNames(QC_BARANGAY_NAMES, query);

describe('barangay search', () => {
  it('finds Santo Niño without accents and with the abbreviation', () => {
    for (const query of ['sto. nino', 'sto nino', 'Santo Nino', 'STO NIÑO', 'santo niño', 'nino'])
      expect(search(query), query).toContain('Santo Niño');
    expect(search('sto. nino')[0]).toBe('Santo Niño');
  });

  it('reads Sta., St. and Brgy., and a word still being typed', () => {
    expect(search('sta lucia')).toEqual(['Santa Lucia']);
    expect(search('st. ignatius')).toEqual(['Saint Ignatius']);
    expect(search('brgy. bagbag')).toEqual(['Bagbag']);
    expect(search('sto')).toEqual(expect.arrayContaining(['Santo Niño', 'Santo Cristo', 'Santo Domingo']));
    expect(search('sta')).toEqual(expect.arrayContaining(['Santa Lucia', 'Santa Monica']));
    expect(search('doña')).toEqual(expect.arrayContaining(['Doña Imelda', 'Doña Josefa', 'Doña Aurora']));
  });

  it("finds a barangay by the importer's aliases and by glued spelling", () => {
    expect(barangayMatchesQuery('N.S. Amoranto', 'gintong silahis')).toBe(true);
    expect(search('gintong')).toEqual(['N.S. Amoranto']);
    expect(search('batasanhills')).toEqual(['Batasan Hills']);
    expect(search('e rodriguez')).toContain('E. Rodriguez Sr.');
  });

  it('puts the exact spelling and first-word matches first; finds nothing for nonsense', () => {
    expect(search('holy')[0]).toBe('Holy Spirit');
    expect(search('no such place')).toEqual([]);
    expect(search('')).toHaveLength(QC_BARANGAY_NAMES.length);
  });
});
