import { articleLd, breadcrumbLd, localBusinessLd, organizationLd, productLd, serviceLd, siteLd, webSiteLd, type JsonLd } from './structured-data';
import type { Locale } from './locale';

const ORIGIN = 'https://shop.example';
const site = (locale: Locale) => ({ origin: ORIGIN, locale, name: locale === 'fa' ? 'آتش‌ایمن' : 'Atash Imen' });

// ------------------------------------------------------------------------------------------------
// Google's rich results: the properties each result type requires (developers.google.com/search/docs/
// appearance/structured-data: Product snippets and merchant listings, Breadcrumb, Article, Logo,
// Local business). Each check returns the missing or wrong properties.

const isUrl = (v: unknown) => typeof v === 'string' && /^https?:\/\/[^\s]+$/.test(v);
const isIsoDate = (v: unknown) => typeof v === 'string' && !Number.isNaN(Date.parse(v)) && /^\d{4}-\d\d-\d\d/.test(v);
const obj = (v: unknown) => (v && typeof v === 'object' ? (v as JsonLd) : {});

function problems(ld: JsonLd): string[] {
  const out: string[] = [];
  const need = (ok: boolean, what: string) => ok || out.push(what);
  need(ld['@context'] === 'https://schema.org', '@context');
  switch (ld['@type']) {
    case 'Product': {
      need(typeof ld.name === 'string' && ld.name !== '', 'name');
      // a product snippet needs one of review, aggregateRating, offers
      need(Boolean(ld.offers || ld.aggregateRating || ld.review), 'offers | aggregateRating | review');
      if (ld.offers) {
        const o = obj(ld.offers);
        need(o['@type'] === 'Offer', 'offers.@type');
        need(typeof o.price === 'string' && /^\d+(\.\d+)?$/.test(o.price) && Number(o.price) > 0, 'offers.price');
        need(typeof o.priceCurrency === 'string' && /^[A-Z]{3}$/.test(o.priceCurrency), 'offers.priceCurrency');
        need(['https://schema.org/InStock', 'https://schema.org/OutOfStock'].includes(String(o.availability)), 'offers.availability');
        // merchant listings also need an image
        need(Array.isArray(ld.image) && ld.image.length > 0 && ld.image.every(isUrl), 'image');
      }
      if (ld.aggregateRating) {
        const r = obj(ld.aggregateRating);
        need(typeof r.ratingValue === 'number', 'aggregateRating.ratingValue');
        need(Number(r.ratingCount ?? r.reviewCount) > 0, 'aggregateRating.ratingCount');
        need(Number(r.ratingValue) >= Number(r.worstRating ?? 1) && Number(r.ratingValue) <= Number(r.bestRating ?? 5), 'aggregateRating in range');
      }
      break;
    }
    case 'BreadcrumbList': {
      const items = Array.isArray(ld.itemListElement) ? ld.itemListElement.map(obj) : [];
      need(items.length >= 2, 'itemListElement (two or more)');
      items.forEach((it, i) => {
        need(it['@type'] === 'ListItem' && it.position === i + 1, `itemListElement[${i}].position`);
        need(typeof it.name === 'string' && it.name !== '', `itemListElement[${i}].name`);
        // the last item may leave out its URL
        if (i < items.length - 1) need(isUrl(it.item), `itemListElement[${i}].item`);
      });
      break;
    }
    case 'Article':
      need(typeof ld.headline === 'string' && ld.headline.length > 0 && ld.headline.length <= 110, 'headline');
      need(Array.isArray(ld.image) && ld.image.length > 0 && ld.image.every(isUrl), 'image');
      need(isIsoDate(ld.datePublished), 'datePublished');
      need(Boolean(obj(ld.author).name), 'author.name');
      break;
    case 'Organization':
      need(isUrl(ld.url) && isUrl(ld.logo), 'url and logo');
      break;
    case 'WebSite': {
      const action = obj(ld.potentialAction);
      need(isUrl(ld.url), 'url');
      need(action['@type'] === 'SearchAction' && String(obj(action.target).urlTemplate).includes('{search_term_string}'), 'potentialAction.target');
      need(action['query-input'] === 'required name=search_term_string', 'query-input');
      break;
    }
    case 'LocalBusiness': {
      const a = obj(ld.address);
      need(typeof ld.name === 'string' && ld.name !== '', 'name');
      need(a['@type'] === 'PostalAddress' && Boolean(a.streetAddress) && Boolean(a.addressCountry), 'address');
      break;
    }
    case 'Service':
      need(typeof ld.name === 'string' && ld.name !== '' && Boolean(ld.provider), 'name and provider');
      break;
    default:
      out.push(`unknown @type ${String(ld['@type'])}`);
  }
  return out;
}

describe.each(['fa', 'en'] as const)('structured data in %s', (locale) => {
  const prefix = locale === 'fa' ? '' : '/en';
  const name = locale === 'fa' ? 'کپسول پودر و گاز ۶ کیلوگرمی' : 'Atashban 6 kg ABC dry powder extinguisher';

  it('Organization and WebSite with its SearchAction, in the page’s language', () => {
    const [org, website] = siteLd(site(locale));
    expect(problems(org)).toEqual([]);
    expect(problems(website)).toEqual([]);
    expect(org).toMatchObject({ '@type': 'Organization', name: site(locale).name, url: locale === 'fa' ? `${ORIGIN}/` : `${ORIGIN}/en`, logo: `${ORIGIN}/icons/icon-512.png` });
    expect(website).toMatchObject({ inLanguage: locale === 'fa' ? 'fa-IR' : 'en-US', url: locale === 'fa' ? `${ORIGIN}/` : `${ORIGIN}/en` });
    expect((website.potentialAction as JsonLd).target).toEqual({ '@type': 'EntryPoint', urlTemplate: `${ORIGIN}${prefix}/search?q={search_term_string}` });
    expect(organizationLd(site(locale))).toEqual(org);
    expect(webSiteLd(site(locale))).toEqual(website);
  });

  it('Product with an Offer in IRR and availability, and an AggregateRating where there are votes', () => {
    const ld = productLd(
      { url: `${prefix}/pr/7/x`, name, description: 'desc', images: ['/api/img/product-7-1.jpg'], sku: 'ATB-P6', brand: 'Atashban', price: 24_500_000, inStock: true, rating: { average: 4.7, count: 146 } },
      ORIGIN,
    );
    expect(problems(ld)).toEqual([]);
    expect(ld.offers).toMatchObject({ price: '24500000', priceCurrency: 'IRR', availability: 'https://schema.org/InStock', url: `${ORIGIN}${prefix}/pr/7/x` });
    expect(ld.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.7, ratingCount: 146, bestRating: 5, worstRating: 1 });
    expect(ld.image).toEqual([`${ORIGIN}/api/img/product-7-1.jpg`]);
    expect(ld.brand).toEqual({ '@type': 'Brand', name: 'Atashban' });

    const soldOut = productLd({ url: '/pr/7/x', name, images: ['/a.jpg'], price: 10, inStock: false, rating: { average: 0, count: 0 } }, ORIGIN);
    expect(problems(soldOut)).toEqual([]);
    expect((soldOut.offers as JsonLd).availability).toBe('https://schema.org/OutOfStock');
    expect(soldOut.aggregateRating).toBeUndefined();
  });

  it('Product priced on inquiry: no Offer (no price to state); a rich result only with votes', () => {
    const rated = productLd({ url: '/pr/8/y', name, images: ['/a.jpg'], price: null, inStock: true, rating: { average: 4, count: 3 } }, ORIGIN);
    expect(rated.offers).toBeUndefined();
    expect(problems(rated)).toEqual([]);
    const bare = productLd({ url: '/pr/8/y', name, images: [], price: null, inStock: true, rating: null }, ORIGIN);
    expect(bare.offers).toBeUndefined();
    expect(bare).not.toHaveProperty('image');
    expect(problems(bare)).toEqual(['offers | aggregateRating | review']);
  });

  it('BreadcrumbList from the top down, the page itself last', () => {
    const ld = breadcrumbLd([{ name: locale === 'fa' ? 'دسته‌ها' : 'Categories', url: `${prefix}/cat` }, { name: 'Extinguishers', url: `${prefix}/cat/x` }, { name }], ORIGIN);
    expect(problems(ld)).toEqual([]);
    expect((ld.itemListElement as JsonLd[])[1]).toEqual({ '@type': 'ListItem', position: 2, name: 'Extinguishers', item: `${ORIGIN}${prefix}/cat/x` });
    expect((ld.itemListElement as JsonLd[])[2]).not.toHaveProperty('item');
  });

  it('Article for a post, by the company unless an author is named', () => {
    const headline = locale === 'fa' ? 'انتخاب دتکتور دودی مناسب' : 'Choosing a smoke detector';
    const ld = articleLd({ url: `${prefix}/po/7/x`, headline, description: 's', images: ['/api/content/covers/smoke-detector-1.svg'], datePublished: '2025-05-03T08:00:00.000Z', locale, section: 'Alarms' }, site(locale));
    expect(problems(ld)).toEqual([]);
    expect(ld).toMatchObject({ inLanguage: locale === 'fa' ? 'fa-IR' : 'en-US', dateModified: '2025-05-03T08:00:00.000Z', mainEntityOfPage: `${ORIGIN}${prefix}/po/7/x` });
    expect(ld.author).toMatchObject({ '@type': 'Organization', name: site(locale).name });
    const long = articleLd({ url: '/po/1/x', headline: 'x'.repeat(200), images: ['/a.png'], datePublished: '2025-01-01', locale }, site(locale));
    expect(problems(long)).toEqual([]);
  });

  it('Service provided by the company, and LocalBusiness for the contact page', () => {
    const service = serviceLd({ url: `${prefix}/services/fire-alarm-system`, name: 'Fire alarm system', description: 'd', image: '/api/content/covers/alarm-panel-0.svg' }, ORIGIN);
    expect(problems(service)).toEqual([]);
    expect(service).toMatchObject({ provider: { '@id': `${ORIGIN}/#organization` }, areaServed: { '@type': 'Country', name: 'IR' } });
    const business = localBusinessLd(
      { url: `${prefix}/st/contactus`, name: site(locale).name, address: locale === 'fa' ? 'تهران، خیابان آزادی، پلاک ۱۲۰' : '120 Azadi St, Tehran, Iran', postalCode: '1345673111', phones: ['021-66000000'], email: 'info@x.example', coordinates: { lat: 35.7, lng: 51.36 } },
      ORIGIN,
    );
    expect(problems(business)).toEqual([]);
    expect(business).toMatchObject({ telephone: '021-66000000', geo: { '@type': 'GeoCoordinates', latitude: 35.7, longitude: 51.36 }, address: { postalCode: '1345673111', addressCountry: 'IR' } });
  });
});

it('the checks catch what Google would refuse', () => {
  expect(problems({ '@context': 'https://schema.org', '@type': 'Product', name: 'x', offers: { '@type': 'Offer', price: '0', priceCurrency: 'rial' } })).toEqual(
    expect.arrayContaining(['offers.price', 'offers.priceCurrency', 'offers.availability', 'image']),
  );
  expect(problems(breadcrumbLd([{ name: 'only' }], ORIGIN))).toEqual(['itemListElement (two or more)']);
  expect(problems({ '@context': 'https://schema.org', '@type': 'LocalBusiness', name: 'x' })).toEqual(['address']);
});
