import type { CampaignDef } from './types';

/** Campaigns of the demo Ads accounts (budgets and CPCs in micros of the account currency). */

const groups = (campaignId: string, names: readonly string[]): CampaignDef['adGroups'] =>
  names.map((name, i) => ({ id: `${campaignId}${i + 1}`, name, weight: names.length - i + 1 }));

export const ESHOP_CZ_CAMPAIGNS: readonly CampaignDef[] = [
  {
    id: '21000101',
    name: 'Search – Brand',
    type: 'SEARCH',
    budgetId: '31000101',
    budgetMicros: 600_000_000,
    cpcMicros: 3_800_000,
    ctr: 0.21,
    cvr: 0.062,
    conversionValue: 1900,
    startDate: '2024-01-01',
    schedule: { kind: 'always' },
    adGroups: groups('21000101', ['Brand – exact', 'Brand – phrase']),
  },
  {
    id: '21000102',
    name: 'Search – Grily a zahradní technika',
    type: 'SEARCH',
    budgetId: '31000102',
    budgetMicros: 2_400_000_000,
    cpcMicros: 9_500_000,
    ctr: 0.055,
    cvr: 0.024,
    conversionValue: 2600,
    startDate: '2024-01-01',
    schedule: { kind: 'always' },
    adGroups: groups('21000102', ['Grily', 'Sekačky', 'Zahradní nábytek']),
  },
  {
    id: '21000103',
    name: 'Shopping – Všechny produkty',
    type: 'SHOPPING',
    budgetId: '31000103',
    budgetMicros: 3_000_000_000,
    cpcMicros: 6_200_000,
    ctr: 0.012,
    cvr: 0.021,
    conversionValue: 1700,
    startDate: '2024-01-01',
    schedule: { kind: 'always' },
    adGroups: groups('21000103', ['Všechny produkty']),
  },
  {
    id: '21000104',
    name: 'PMax – Sezóna',
    type: 'PERFORMANCE_MAX',
    budgetId: '31000104',
    budgetMicros: 2_000_000_000,
    cpcMicros: 5_100_000,
    ctr: 0.009,
    cvr: 0.018,
    conversionValue: 2100,
    startDate: '2024-03-01',
    schedule: {
      kind: 'seasonal',
      windows: [
        ['03-10', '06-30'],
        ['11-10', '12-21'],
      ],
    },
    adGroups: [],
  },
  {
    id: '21000105',
    name: 'Akce – Víkendové slevy',
    type: 'SEARCH',
    budgetId: '31000105',
    budgetMicros: 1_200_000_000,
    cpcMicros: 7_400_000,
    ctr: 0.048,
    cvr: 0.03,
    conversionValue: 1500,
    startDate: '2024-02-05',
    schedule: { kind: 'promo', periodDays: 63, onDays: 18 },
    adGroups: groups('21000105', ['Slevy', 'Výprodej']),
  },
  {
    id: '21000106',
    name: 'Display – Remarketing 2024',
    type: 'DISPLAY',
    budgetId: '31000106',
    budgetMicros: 500_000_000,
    cpcMicros: 2_100_000,
    ctr: 0.0045,
    cvr: 0.008,
    conversionValue: 1800,
    startDate: '2024-01-15',
    schedule: { kind: 'ended', endDate: '2025-06-30' },
    adGroups: groups('21000106', ['Návštěvníci košíku', 'Návštěvníci webu']),
  },
];

/** Another account's campaigns made from `campaigns`: new ids, scaled money, a later start. */
export const scaleCampaigns = (
  campaigns: readonly CampaignDef[],
  {
    idPrefix,
    budgetFactor,
    cpcFactor,
    valueFactor,
    startDate,
  }: {
    idPrefix: string;
    budgetFactor: number;
    cpcFactor: number;
    valueFactor: number;
    /** No campaign starts before it. */
    startDate: string;
  },
): CampaignDef[] =>
  campaigns.map((c) => {
    const id = `${idPrefix}${c.id.slice(-2)}`;
    return {
      ...c,
      id,
      budgetId: `${idPrefix.replace(/^2/, '3')}${c.id.slice(-2)}`,
      budgetMicros: Math.round((c.budgetMicros * budgetFactor) / 10_000) * 10_000,
      cpcMicros: Math.round((c.cpcMicros * cpcFactor) / 10_000) * 10_000,
      conversionValue: Math.round(c.conversionValue * valueFactor * 100) / 100,
      startDate: c.startDate < startDate ? startDate : c.startDate,
      adGroups: c.adGroups.map((g, i) => ({ ...g, id: `${id}${i + 1}` })),
    };
  });

export const B2B_CAMPAIGNS: readonly CampaignDef[] = [
  {
    id: '22000101',
    name: 'Search – Industrial connectors DACH',
    type: 'SEARCH',
    budgetId: '32000101',
    budgetMicros: 90_000_000,
    cpcMicros: 2_300_000,
    ctr: 0.041,
    cvr: 0.035,
    conversionValue: 0,
    startDate: '2024-01-01',
    schedule: { kind: 'always' },
    adGroups: groups('22000101', ['Connectors', 'Cable assemblies', 'Custom parts']),
  },
  {
    id: '22000102',
    name: 'Search – Brand',
    type: 'SEARCH',
    budgetId: '32000102',
    budgetMicros: 15_000_000,
    cpcMicros: 450_000,
    ctr: 0.18,
    cvr: 0.08,
    conversionValue: 0,
    startDate: '2024-01-01',
    schedule: { kind: 'always' },
    adGroups: groups('22000102', ['Brand']),
  },
  {
    id: '22000103',
    name: 'Display – Trade fair remarketing',
    type: 'DISPLAY',
    budgetId: '32000103',
    budgetMicros: 25_000_000,
    cpcMicros: 600_000,
    ctr: 0.005,
    cvr: 0.006,
    conversionValue: 0,
    startDate: '2024-02-01',
    schedule: {
      kind: 'seasonal',
      windows: [
        ['02-15', '04-30'],
        ['09-01', '10-31'],
      ],
    },
    adGroups: groups('22000103', ['Visitors 30 days']),
  },
];

export const LOCAL_CAMPAIGNS: readonly CampaignDef[] = [
  {
    id: '23000101',
    name: 'Search – Havarijní služba Praha',
    type: 'SEARCH',
    budgetId: '33000101',
    budgetMicros: 450_000_000,
    cpcMicros: 21_000_000,
    ctr: 0.072,
    cvr: 0.11,
    conversionValue: 0,
    startDate: '2024-01-01',
    schedule: { kind: 'always' },
    adGroups: groups('23000101', ['Havárie vody', 'Ucpaný odpad', 'Topení']),
  },
  {
    id: '23000102',
    name: 'PMax – Místní služby',
    type: 'PERFORMANCE_MAX',
    budgetId: '33000102',
    budgetMicros: 250_000_000,
    cpcMicros: 12_000_000,
    ctr: 0.011,
    cvr: 0.05,
    conversionValue: 0,
    startDate: '2024-04-01',
    schedule: { kind: 'promo', periodDays: 56, onDays: 35 },
    adGroups: [],
  },
];
