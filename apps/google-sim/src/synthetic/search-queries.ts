/**
 * The queries people search to reach each demo site: the page Google shows, relative
 * impressions, the usual position, whether the query names the brand, and its season.
 */

export type Season = 'all' | 'spring' | 'summer' | 'winter' | 'heating';

export type SearchQueryDef = {
  query: string;
  page: string;
  /** Relative impressions on an average day. */
  weight: number;
  /** Usual average position (1 = top). */
  position: number;
  brand: boolean;
  season: Season;
};

type Row = readonly [string, string, number, number, (Season | 'brand')?];

const define = (rows: readonly Row[]): SearchQueryDef[] =>
  rows.map(([query, page, weight, position, tag]) => ({
    query,
    page,
    weight,
    position,
    brand: tag === 'brand',
    season: tag === undefined || tag === 'brand' ? 'all' : tag,
  }));

/** Month factors (January … December) of each season. */
export const SEASON_FACTORS: Record<Season, readonly number[]> = {
  all: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
  spring: [0.35, 0.5, 1.2, 1.8, 1.7, 1.2, 0.9, 0.8, 0.7, 0.5, 0.35, 0.3],
  summer: [0.3, 0.35, 0.6, 1.0, 1.6, 1.9, 1.8, 1.3, 0.6, 0.35, 0.3, 0.4],
  winter: [0.4, 0.3, 0.3, 0.2, 0.2, 0.2, 0.2, 0.2, 0.3, 0.6, 2.4, 4.2],
  heating: [1.5, 1.35, 1.0, 0.7, 0.5, 0.4, 0.4, 0.45, 0.8, 1.2, 1.45, 1.6],
};

const ESHOP_CZ = define([
  ['zahradní centrum kampa', '/', 140, 1.1, 'brand'],
  ['zahradnicentrum', '/', 60, 1.2, 'brand'],
  ['zahradnicentrum.cz', '/', 25, 1.0, 'brand'],
  ['kampa zahradnictví', '/kontakt', 30, 1.4, 'brand'],
  ['zahradní centrum kampa otevírací doba', '/kontakt', 18, 1.3, 'brand'],
  ['kampa grily akce', '/akce', 10, 1.6, 'brand'],
  ['sekačka na trávu', '/sekacky', 900, 7.5, 'spring'],
  ['robotická sekačka', '/sekacky', 520, 9.2, 'spring'],
  ['aku sekačka', '/sekacky', 380, 8.1, 'spring'],
  ['benzínová sekačka', '/sekacky', 260, 6.4, 'spring'],
  ['travní semeno', '/akce', 340, 11.5, 'spring'],
  ['hnojivo na trávník', '/akce', 300, 12.8, 'spring'],
  ['zahradní nábytek', '/zahradni-nabytek', 820, 8.8, 'summer'],
  ['ratanový nábytek', '/zahradni-nabytek', 310, 6.9, 'summer'],
  ['zahradní lehátko', '/zahradni-nabytek', 220, 9.7, 'summer'],
  ['gril na dřevěné uhlí', '/grily', 640, 5.2, 'summer'],
  ['plynový gril', '/grily', 700, 6.1, 'summer'],
  ['gril weber', '/grily', 450, 10.4, 'summer'],
  ['jak vybrat gril', '/blog/jak-vybrat-gril', 380, 2.6, 'summer'],
  ['nejlepší gril 2026', '/blog/jak-vybrat-gril', 160, 4.1, 'summer'],
  ['nadzemní bazén', '/bazeny', 560, 7.9, 'summer'],
  ['bazénová chemie', '/bazeny', 240, 13.2, 'summer'],
  ['zahradní hadice', '/akce', 200, 14.5, 'spring'],
  ['vyvýšený záhon', '/akce', 190, 9.9, 'spring'],
  ['skleník polykarbonát', '/akce', 210, 15.8, 'spring'],
  ['substrát pro rajčata', '/akce', 150, 18.2, 'spring'],
  ['kompostér', '/akce', 130, 12.1, 'spring'],
  ['zahradní centrum praha', '/', 420, 4.3],
  ['zahradnictví', '/', 600, 11.8],
  ['květináče', '/akce', 240, 16.4],
  ['vánoční stromek', '/akce', 260, 9.5, 'winter'],
  ['adventní věnec', '/akce', 120, 11.2, 'winter'],
]);

const ESHOP_SK = define([
  ['zahradné centrum kampa', '/', 40, 1.2, 'brand'],
  ['zahradnecentrum.sk', '/', 10, 1.0, 'brand'],
  ['kosačka na trávu', '/kosacky', 300, 8.3, 'spring'],
  ['robotická kosačka', '/kosacky', 150, 10.1, 'spring'],
  ['záhradný nábytok', '/zahradny-nabytok', 260, 9.1, 'summer'],
  ['plynový gril', '/grily', 210, 7.4, 'summer'],
  ['gril na drevené uhlie', '/grily', 170, 6.6, 'summer'],
  ['nadzemný bazén', '/bazeny', 190, 8.8, 'summer'],
  ['záhradníctvo bratislava', '/', 120, 6.2],
  ['vianočný stromček', '/akcie', 80, 10.5, 'winter'],
]);

const B2B = define([
  ['acme industrial components', '/', 45, 1.1, 'brand'],
  ['acme components', '/', 30, 1.3, 'brand'],
  ['acme connectors catalogue', '/products/connectors', 12, 1.5, 'brand'],
  ['ip67 connector', '/products/connectors', 260, 6.8],
  ['m12 connector', '/products/connectors', 310, 8.4],
  ['circular connectors manufacturer', '/products/connectors', 140, 9.6],
  ['cable assembly manufacturer europe', '/products/cable-assemblies', 120, 7.7],
  ['custom cable assemblies', '/products/cable-assemblies', 180, 10.9],
  ['custom machined parts', '/custom-parts', 150, 12.4],
  ['what does ip67 mean', '/blog/ip67-explained', 420, 3.2],
  ['ip67 vs ip68', '/blog/ip67-explained', 260, 4.5],
  ['industrial connector case study', '/case-studies', 40, 6.1],
]);

const LOCAL = define([
  ['instalatérství novák', '/', 30, 1.1, 'brand'],
  ['novák instalatér', '/kontakt', 18, 1.2, 'brand'],
  ['instalatér praha', '/', 380, 6.2],
  ['havarijní služba voda praha', '/havarijni-sluzba', 160, 3.9],
  ['ucpaný odpad', '/havarijni-sluzba', 240, 8.8],
  ['instalatér nonstop', '/havarijni-sluzba', 140, 5.4],
  ['výměna plynového kotle', '/topeni', 120, 9.7, 'heating'],
  ['servis kotle cena', '/cenik', 110, 7.1, 'heating'],
  ['rekonstrukce koupelny cena', '/koupelny', 200, 11.4],
  ['rekonstrukce koupelny praha', '/koupelny', 90, 7.8],
  ['cena instalatérských prací', '/cenik', 130, 6.5],
]);

/** The head queries of each site (by GA property id: a site reads its property's kind). */
export const QUERIES_BY_PROPERTY: Record<string, readonly SearchQueryDef[]> = {
  '310000001': ESHOP_CZ,
  '310000002': ESHOP_SK,
  '320000001': B2B,
  '330000001': LOCAL,
  '390000001': LOCAL,
};

/**
 * Share of a site's impressions from rare queries (each searched by a handful of people):
 * Google leaves them out of every row grouped or filtered by query, but counts them in the
 * site's totals and in the rows grouped by page, country or device.
 */
export const ANONYMIZED_IMPRESSION_SHARE = 0.3;
/** Their usual position: the long tail ranks lower. */
export const ANONYMIZED_POSITION = 17;

/** Countries of the search results (Search Console's ISO 3166-1 alpha-3, lower case). */
export const COUNTRY_CODES: Record<string, string> = {
  Czechia: 'cze',
  Slovakia: 'svk',
  Germany: 'deu',
  Poland: 'pol',
  'United Kingdom': 'gbr',
  Ukraine: 'ukr',
  Austria: 'aut',
  Hungary: 'hun',
  France: 'fra',
  Netherlands: 'nld',
  Italy: 'ita',
  'United States': 'usa',
};

export const DEVICES = ['DESKTOP', 'MOBILE', 'TABLET'] as const;
export type SearchDevice = (typeof DEVICES)[number];

/**
 * Click-through rate at an average position (Czech organic results, roughly the published
 * curves): ~28 % at 1, ~11 % at 3, ~2 % at 10, a fraction of a percent beyond page one.
 * Queries naming the brand are clicked more at the same position.
 */
const CURVE = [0.28, 0.155, 0.11, 0.08, 0.06, 0.045, 0.036, 0.029, 0.024, 0.02] as const;

export const ctrAtPosition = (position: number, brand: boolean): number => {
  const p = Math.max(1, position);
  let ctr: number;
  if (p >= 10) ctr = 0.02 * Math.pow(10 / p, 1.6);
  else {
    const i = Math.floor(p) - 1;
    const t = p - Math.floor(p);
    ctr = (CURVE[i] ?? 0.02) * (1 - t) + (CURVE[i + 1] ?? 0.02) * t;
  }
  return brand ? Math.min(0.75, ctr * 1.9) : ctr;
};
