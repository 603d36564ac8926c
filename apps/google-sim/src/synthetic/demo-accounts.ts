import {
  B2B_CAMPAIGNS,
  ESHOP_CZ_CAMPAIGNS,
  LOCAL_CAMPAIGNS,
  scaleCampaigns,
} from './demo-campaigns';
import type { AdsCustomer, GaAccount, GaProperty, SimUser } from './types';

/**
 * The simulated world. IDs look like Google's (numeric, 9–10 digits) and are stable:
 * tests, fixtures and docs may rely on them.
 */

export const DEMO_USERS: readonly SimUser[] = [
  {
    id: '100000000000000000001',
    email: 'demo@kampa.local',
    name: 'Demo Kampa',
    gaAccountIds: ['200100', '200200', '200300', '200400'],
    adsCustomerIds: ['1110000001', '4830000001'],
  },
  {
    id: '100000000000000000002',
    email: 'marketa@kampa.local',
    name: 'Markéta Nováková',
    gaAccountIds: ['200300'],
    adsCustomerIds: ['4830000001'],
  },
  {
    id: '100000000000000000003',
    email: 'empty@kampa.local',
    name: 'Nový uživatel',
    gaAccountIds: [],
    adsCustomerIds: [],
  },
];

export const GA_ACCOUNTS: readonly GaAccount[] = [
  { id: '200100', displayName: 'Zahradní centrum Kampa', propertyIds: ['310000001', '310000002'] },
  { id: '200200', displayName: 'Acme Industrial Components', propertyIds: ['320000001'] },
  { id: '200300', displayName: 'Instalatérství Novák', propertyIds: ['330000001'] },
  { id: '200400', displayName: 'Kampa Sandbox', propertyIds: ['390000001'] },
];

const CZ_WEIGHTS = [
  ['Czechia', 90],
  ['Slovakia', 5.5],
  ['Germany', 1.6],
  ['Poland', 1.2],
  ['United Kingdom', 0.9],
  ['Ukraine', 0.8],
] as const;

export const GA_PROPERTIES: readonly GaProperty[] = [
  {
    id: '310000001',
    displayName: 'zahradnicentrum.cz – e-shop',
    accountId: '200100',
    kind: 'eshop',
    currencyCode: 'CZK',
    timeZone: 'Europe/Prague',
    dataStart: '2024-01-01',
    baseSessions: 2600,
    growthPerYear: 0.22,
    adsCustomerId: '4810000001',
    readable: true,
    countryWeights: CZ_WEIGHTS,
  },
  {
    id: '310000002',
    displayName: 'zahradnecentrum.sk – e-shop',
    accountId: '200100',
    kind: 'eshop',
    currencyCode: 'EUR',
    timeZone: 'Europe/Bratislava',
    dataStart: '2024-03-01',
    baseSessions: 650,
    growthPerYear: 0.35,
    adsCustomerId: '4810000002',
    readable: true,
    countryWeights: [
      ['Slovakia', 88],
      ['Czechia', 8],
      ['Hungary', 1.8],
      ['Austria', 1.2],
      ['Germany', 1],
    ],
  },
  {
    id: '320000001',
    displayName: 'acme-components.eu – B2B',
    accountId: '200200',
    kind: 'b2b',
    currencyCode: 'EUR',
    timeZone: 'Europe/Prague',
    dataStart: '2024-01-01',
    baseSessions: 420,
    growthPerYear: 0.1,
    adsCustomerId: '4820000001',
    readable: true,
    countryWeights: [
      ['Germany', 34],
      ['Czechia', 24],
      ['Austria', 18],
      ['Poland', 10],
      ['Slovakia', 6],
      ['United States', 5],
      ['Netherlands', 3],
    ],
  },
  {
    id: '330000001',
    displayName: 'instalater-novak.cz – služby',
    accountId: '200300',
    kind: 'local',
    currencyCode: 'CZK',
    timeZone: 'Europe/Prague',
    dataStart: '2024-01-01',
    baseSessions: 150,
    growthPerYear: 0.06,
    adsCustomerId: '4830000001',
    readable: true,
    countryWeights: [
      ['Czechia', 97],
      ['Slovakia', 1.4],
      ['Germany', 0.9],
      ['Ukraine', 0.7],
    ],
  },
  {
    id: '390000001',
    displayName: 'stary-web.cz (bez přístupu k datům)',
    accountId: '200400',
    kind: 'local',
    currencyCode: 'CZK',
    timeZone: 'Europe/Prague',
    dataStart: '2024-01-01',
    baseSessions: 80,
    growthPerYear: 0,
    adsCustomerId: null,
    readable: false,
    countryWeights: CZ_WEIGHTS,
  },
];

export const ADS_CUSTOMERS: readonly AdsCustomer[] = [
  {
    id: '1110000001',
    descriptiveName: 'Kampa Demo Agency (MCC)',
    currencyCode: 'CZK',
    timeZone: 'Europe/Prague',
    manager: true,
    clientIds: ['4810000001', '4810000002', '4820000001'],
    propertyId: null,
    kind: 'eshop',
    campaigns: [],
  },
  {
    id: '4810000001',
    descriptiveName: 'Zahradní centrum – CZ',
    currencyCode: 'CZK',
    timeZone: 'Europe/Prague',
    manager: false,
    clientIds: [],
    propertyId: '310000001',
    kind: 'eshop',
    campaigns: ESHOP_CZ_CAMPAIGNS,
  },
  {
    id: '4810000002',
    descriptiveName: 'Zahradné centrum – SK',
    currencyCode: 'EUR',
    timeZone: 'Europe/Bratislava',
    manager: false,
    clientIds: [],
    propertyId: '310000002',
    kind: 'eshop',
    campaigns: scaleCampaigns(ESHOP_CZ_CAMPAIGNS, {
      idPrefix: '240001',
      budgetFactor: 0.011,
      cpcFactor: 0.045,
      valueFactor: 0.04,
      startDate: '2024-03-01',
    }),
  },
  {
    id: '4820000001',
    descriptiveName: 'Acme Industrial Components',
    currencyCode: 'EUR',
    timeZone: 'Europe/Prague',
    manager: false,
    clientIds: [],
    propertyId: '320000001',
    kind: 'b2b',
    campaigns: B2B_CAMPAIGNS,
  },
  {
    id: '4830000001',
    descriptiveName: 'Instalatérství Novák',
    currencyCode: 'CZK',
    timeZone: 'Europe/Prague',
    manager: false,
    clientIds: [],
    propertyId: '330000001',
    kind: 'local',
    campaigns: LOCAL_CAMPAIGNS,
  },
];

export const findUser = (id: string): SimUser | undefined => DEMO_USERS.find((u) => u.id === id);
export const findUserByEmail = (email: string): SimUser | undefined =>
  DEMO_USERS.find((u) => u.email === email);
export const findProperty = (id: string): GaProperty | undefined =>
  GA_PROPERTIES.find((p) => p.id === id);
export const findAccount = (id: string): GaAccount | undefined =>
  GA_ACCOUNTS.find((a) => a.id === id);
export const findCustomer = (id: string): AdsCustomer | undefined =>
  ADS_CUSTOMERS.find((c) => c.id === id);

/** Properties a user can see in the Admin API (readable or not). */
export const listedPropertyIds = (user: SimUser): string[] =>
  user.gaAccountIds.flatMap((id) => findAccount(id)?.propertyIds ?? []);
