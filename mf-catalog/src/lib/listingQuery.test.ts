import { listingApiQuery, readListing, writeListing } from './listingQuery';

describe('listing state in the URL', () => {
  it('reads defaults from an empty query', () => {
    expect(readListing(new URLSearchParams())).toEqual({ sort: 'newest', page: 1, brands: [], min: null, max: null, inStock: false });
    expect(readListing(new URLSearchParams(), true).sort).toBe('relevance');
  });

  it('reads every filter, Persian digits included, and ignores nonsense', () => {
    const s = readListing(new URLSearchParams('sort=priceAsc&page=۳&brand=2,x,3,2&min=۱۰۰۰&max=5000&inStock=1'));
    expect(s).toEqual({ sort: 'priceAsc', page: 3, brands: [2, 3], min: 1000, max: 5000, inStock: true });
    expect(readListing(new URLSearchParams('sort=relevance&page=-2')).sort).toBe('newest');
    expect(readListing(new URLSearchParams('page=-2')).page).toBe(1);
    // a reversed range is put right rather than answered with an error
    expect(readListing(new URLSearchParams('min=9&max=1'))).toMatchObject({ min: 1, max: 9 });
  });

  it('writes a plain URL for the defaults and keeps other parameters', () => {
    const base = new URLSearchParams('q=کپسول');
    expect(writeListing(readListing(new URLSearchParams(), true), base, true).toString()).toBe(base.toString());
    const q = writeListing({ sort: 'popular', page: 2, brands: [1, 4], min: 100, max: null, inStock: true }, base);
    expect(Object.fromEntries(q)).toEqual({ q: 'کپسول', sort: 'popular', page: '2', brand: '1,4', min: '100', inStock: '1' });
  });

  it('asks the api in Rials', () => {
    expect(listingApiQuery({ sort: 'newest', page: 1, brands: [3], min: 100, max: 2000, inStock: false })).toMatchObject({
      brandIds: '3', minPrice: 1000, maxPrice: 20000, inStock: undefined, facets: true,
    });
  });
});
