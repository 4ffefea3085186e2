/**
 * schema.org JSON-LD for the pages' <Head jsonLd>: plain objects, built from what a page already has.
 * Each builder fills Google's required properties for its rich result (and the recommended ones the shop
 * knows); texts are the page's own, in its language. URLs given relative ('/pr/7/x', '/api/img/...') are
 * made absolute with `origin`. Pure functions: they run on the server too.
 */
import { LOCALE_INFO, localizePath, type Locale } from 'shared-lib/locale';

export type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

/** An absolute URL: relative ones are resolved against `origin`; anything unparsable is dropped. */
export function absoluteUrl(url: string | null | undefined, origin: string): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url, `${origin.replace(/\/$/, '')}/`).href;
  } catch {
    return undefined;
  }
}

/** Drops undefined, null and empty-array values, so no property is emitted empty. */
function compact<T extends JsonLd>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0))) as T;
}

/** The site as the builders need it: its origin, the page's locale and its name in that locale. */
export interface SiteInfo {
  origin: string;
  locale: Locale;
  name: string;
  /** the logo (absolute or site-relative); default: the 512 px app icon */
  logo?: string;
  /** the company's profiles elsewhere (Instagram ...) */
  sameAs?: string[];
}

export const SITE_LOGO = '/icons/icon-512.png';

const organizationId = (origin: string) => `${origin}/#organization`;
const websiteId = (origin: string, locale: Locale) => `${origin}${localizePath('/', locale)}#website`;

/** The company: name, home page and logo (Google: logo needs url and logo). */
export function organizationLd(site: SiteInfo): JsonLd {
  return compact({
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': organizationId(site.origin),
    name: site.name,
    url: absoluteUrl(localizePath('/', site.locale), site.origin),
    logo: absoluteUrl(site.logo ?? SITE_LOGO, site.origin),
    sameAs: site.sameAs,
  });
}

/** The web site with its search (SearchAction: the search page takes ?q=), in the page's language. */
export function webSiteLd(site: SiteInfo): JsonLd {
  const home = absoluteUrl(localizePath('/', site.locale), site.origin)!;
  const search = absoluteUrl(localizePath('/search', site.locale), site.origin)!;
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    '@id': websiteId(site.origin, site.locale),
    url: home,
    name: site.name,
    inLanguage: LOCALE_INFO[site.locale].tag,
    publisher: { '@id': organizationId(site.origin) },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${search}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** The site-wide pair every page carries. */
export const siteLd = (site: SiteInfo): JsonLd[] => [organizationLd(site), webSiteLd(site)];

export interface ProductInput {
  /** the product page's canonical URL */
  url: string;
  name: string;
  description?: string | null;
  images: string[];
  sku?: string | null;
  brand?: string | null;
  category?: string | null;
  /** Rials; null = price on inquiry: then no Offer (there is no price to state) */
  price: number | null;
  inStock: boolean;
  rating?: { average: number; count: number } | null;
}

/**
 * Product with an Offer (price in IRR, availability) when it has a price, without one when it is priced on
 * inquiry, and an AggregateRating where there are votes. Google's product snippet needs name and one of
 * offers, review or aggregateRating; the merchant listing needs image and an Offer with price and currency.
 */
export function productLd(p: ProductInput, origin: string): JsonLd {
  const url = absoluteUrl(p.url, origin);
  return compact({
    '@context': CONTEXT,
    '@type': 'Product',
    '@id': url ? `${url}#product` : undefined,
    name: p.name,
    url,
    description: p.description ?? undefined,
    image: p.images.map((i) => absoluteUrl(i, origin)).filter((i): i is string => Boolean(i)),
    sku: p.sku ?? undefined,
    category: p.category ?? undefined,
    brand: p.brand ? { '@type': 'Brand', name: p.brand } : undefined,
    offers:
      p.price === null || p.price === undefined
        ? undefined
        : compact({
            '@type': 'Offer',
            url,
            price: String(p.price),
            priceCurrency: 'IRR',
            availability: p.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
            itemCondition: 'https://schema.org/NewCondition',
            seller: { '@id': organizationId(origin) },
          }),
    aggregateRating:
      p.rating && p.rating.count > 0
        ? { '@type': 'AggregateRating', ratingValue: p.rating.average, ratingCount: p.rating.count, bestRating: 5, worstRating: 1 }
        : undefined,
  });
}

/** A breadcrumb trail, from the top down; the last item (the page itself) may go without a URL. */
export function breadcrumbLd(items: Array<{ name: string; url?: string }>, origin: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((it, i) => compact({ '@type': 'ListItem', position: i + 1, name: it.name, item: absoluteUrl(it.url, origin) })),
  };
}

export interface ArticleInput {
  url: string;
  headline: string;
  description?: string | null;
  images: string[];
  datePublished: string;
  dateModified?: string | null;
  locale: Locale;
  section?: string | null;
  /** the author's name; default: the company (the shop writes its own articles) */
  author?: string | null;
}

/** A blog post (Google's Article: headline, image, datePublished, author recommended). */
export function articleLd(a: ArticleInput, site: SiteInfo): JsonLd {
  const url = absoluteUrl(a.url, site.origin);
  return compact({
    '@context': CONTEXT,
    '@type': 'Article',
    '@id': url ? `${url}#article` : undefined,
    mainEntityOfPage: url,
    // Google shows up to 110 characters of a headline
    headline: a.headline.length > 110 ? `${a.headline.slice(0, 109)}…` : a.headline,
    description: a.description ?? undefined,
    image: a.images.map((i) => absoluteUrl(i, site.origin)).filter((i): i is string => Boolean(i)),
    datePublished: a.datePublished,
    dateModified: a.dateModified ?? a.datePublished,
    inLanguage: LOCALE_INFO[a.locale].tag,
    articleSection: a.section ?? undefined,
    author: a.author ? { '@type': 'Person', name: a.author } : { '@type': 'Organization', '@id': organizationId(site.origin), name: site.name, url: absoluteUrl(localizePath('/', site.locale), site.origin) },
    publisher: { '@id': organizationId(site.origin) },
  });
}

export interface ServiceInput {
  url: string;
  name: string;
  description?: string | null;
  image?: string | null;
  /** the country the service is offered in (ISO 3166-1), Iran by default */
  areaServed?: string;
}

/** One of the company's services, provided by the company. */
export function serviceLd(s: ServiceInput, origin: string): JsonLd {
  const url = absoluteUrl(s.url, origin);
  return compact({
    '@context': CONTEXT,
    '@type': 'Service',
    '@id': url ? `${url}#service` : undefined,
    name: s.name,
    serviceType: s.name,
    url,
    description: s.description ?? undefined,
    image: absoluteUrl(s.image, origin),
    areaServed: { '@type': 'Country', name: s.areaServed ?? 'IR' },
    provider: { '@id': organizationId(origin) },
  });
}

export interface LocalBusinessInput {
  /** the contact page's URL */
  url: string;
  name: string;
  address: string;
  postalCode?: string | null;
  /** ISO 3166-1 country, Iran by default */
  country?: string;
  phones?: string[];
  email?: string | null;
  coordinates?: { lat: number; lng: number } | null;
  image?: string | null;
  /** opening hours as the page writes them (free text) */
  hours?: string | null;
}

/** The company's office, for the contact page (Google's LocalBusiness needs name and address). */
export function localBusinessLd(b: LocalBusinessInput, origin: string): JsonLd {
  return compact({
    '@context': CONTEXT,
    '@type': 'LocalBusiness',
    '@id': `${origin}/#localbusiness`,
    name: b.name,
    url: absoluteUrl(b.url, origin),
    image: absoluteUrl(b.image ?? SITE_LOGO, origin),
    telephone: b.phones?.[0],
    email: b.email ?? undefined,
    address: compact({ '@type': 'PostalAddress', streetAddress: b.address, postalCode: b.postalCode ?? undefined, addressCountry: b.country ?? 'IR' }),
    geo: b.coordinates ? { '@type': 'GeoCoordinates', latitude: b.coordinates.lat, longitude: b.coordinates.lng } : undefined,
    description: b.hours ?? undefined,
    parentOrganization: { '@id': organizationId(origin) },
  });
}
