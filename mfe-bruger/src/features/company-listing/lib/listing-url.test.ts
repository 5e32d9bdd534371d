// The listing's address: places in the path (/firmaer/{kategori|alle}/{region}/{by}), the rest in
// the query; a new choice drops the page; unknown parameters are not passed on to the call.
import { describe, expect, it } from 'vitest';
import { apiQueryOf, keptQuery, listingPath, orderOf, placesOf } from './listing-url';

describe('listing addresses', () => {
  it('paths: a region without a category goes under "alle"; a town only inside a region', () => {
    expect(listingPath({})).toBe('/firmaer');
    expect(listingPath({ kategori: 'toemrer' })).toBe('/firmaer/toemrer');
    expect(listingPath({ region: 'region-sjaelland' })).toBe('/firmaer/alle/region-sjaelland');
    expect(listingPath({ kategori: 'maler', region: 'region-sjaelland', by: 'roskilde' })).toBe(
      '/firmaer/maler/region-sjaelland/roskilde',
    );
    expect(listingPath({ kategori: 'maler', by: 'roskilde' })).toBe('/firmaer/maler');
    expect(placesOf({ kategori: 'alle', region: 'region-sjaelland' })).toEqual({
      kategori: undefined,
      region: 'region-sjaelland',
      by: undefined,
    });
  });

  it('a change keeps sort, zip code and flags, drops the page and unknown parameters', () => {
    const search = new URLSearchParams('page=4&cvr=1&utm_source=x&sortering=navn');
    expect(keptQuery(search, { anmeldelser: '1' }).toString()).toBe('sortering=navn&anmeldelser=1&cvr=1');
    expect(keptQuery(search, { page: '5' }).toString()).toBe('sortering=navn&page=5&cvr=1');
    expect(apiQueryOf({ kategori: 'toemrer', by: 'roskilde' }, search)).toBe(
      'kategori=toemrer&sortering=navn&page=4&cvr=1',
    );
  });

  it('the sort shown: score=1 wins, then sortering, else best rated', () => {
    expect(orderOf(new URLSearchParams('score=1&sortering=navn'))).toBe('score');
    expect(orderOf(new URLSearchParams('sortering=anmeldelser'))).toBe('anmeldelser');
    expect(orderOf(new URLSearchParams('sortering=pris'))).toBe('bedoemmelse');
  });
});
