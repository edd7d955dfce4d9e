import { describe, expect, it } from 'vitest';
import {
  EMPTY_CRITERIA,
  hasCriteria,
  readSearchParams,
  reportQueryFor,
  writeSearchParams,
} from './search-params';

describe('search parameters', () => {
  it('reads every parameter of the address, trimmed', () => {
    const criteria = readSearchParams(
      new URLSearchParams(
        'q=+tyres+&barangay=batasan hills&report_type=Others&description=court&username=ana&filterType=people',
      ),
    );
    expect(criteria).toEqual({
      q: 'tyres',
      barangay: 'Batasan Hills',
      report_type: 'Others',
      description: 'court',
      username: 'ana',
      filterType: 'people',
    });
  });

  it('falls back to "any" for values that do not exist', () => {
    expect(readSearchParams(new URLSearchParams('barangay=Atlantis&report_type=Lava&filterType=x'))).toEqual(
      EMPTY_CRITERIA,
    );
  });

  it('writes only what is set, and reads back the same', () => {
    expect(writeSearchParams(EMPTY_CRITERIA).toString()).toBe('');
    expect(hasCriteria(EMPTY_CRITERIA)).toBe(false);
    const criteria = { ...EMPTY_CRITERIA, q: 'water', barangay: 'Tatalon', filterType: 'posts' as const };
    const written = writeSearchParams(criteria);
    expect(written.toString()).toBe('q=water&barangay=Tatalon&filterType=posts');
    expect(readSearchParams(written)).toEqual(criteria);
  });

  it('asks the server for validated posts, 10 a page, text in every field or by username under People', () => {
    const all = reportQueryFor({ ...EMPTY_CRITERIA, q: 'tyres', report_type: 'Stagnant Water' }, 2, 10);
    expect(all.toString()).toBe(
      'page=2&limit=10&status=Validated&recent=true&search=tyres&report_type=Stagnant+Water',
    );
    const people = reportQueryFor({ ...EMPTY_CRITERIA, q: 'ana', filterType: 'people' }, 1, 10);
    expect(people.get('username')).toBe('ana');
    expect(people.has('search')).toBe(false);
    const posts = reportQueryFor({ ...EMPTY_CRITERIA, q: 'ana', filterType: 'posts' }, 1, 10);
    expect([posts.get('search'), posts.get('searchScope')]).toEqual(['ana', 'posts']);
    expect(all.has('searchScope')).toBe(false);
  });
});
