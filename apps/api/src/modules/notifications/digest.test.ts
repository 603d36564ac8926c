import { describe, expect, it } from 'vitest';
import {
  biggestChanges,
  changeOf,
  digestMail,
  isEmptyDigest,
  MAX_ALERTS_PER_PROJECT,
  MAX_CHANGES,
  type DigestAlert,
  type DigestChange,
  type DigestContent,
} from './digest';

const shop = {
  uid: 'shop_uid_0000000000000',
  name: 'E-shop Alfa',
  websiteUrl: 'https://alfa.example.cz/obchod',
};
const cafe = {
  uid: 'cafe_uid_0000000000000',
  name: 'Kavárna <Beta>',
  websiteUrl: 'https://beta.example.cz',
};

const alert = (overrides: Partial<DigestAlert> = {}): DigestAlert => ({
  project: shop,
  ruleName: 'Tracking stopped',
  severity: 'critical',
  metric: 'sessions',
  date: '2026-11-26',
  value: 3,
  baseline: 1240,
  isNew: true,
  ...overrides,
});

const change = (overrides: Partial<DigestChange> = {}): DigestChange => ({
  project: cafe,
  metric: 'cost',
  day: '2026-11-26',
  weekBefore: '2026-11-19',
  value: 1500.5,
  previous: 1000,
  change: 0.5005,
  currency: 'CZK',
  ...overrides,
});

const EMPTY: DigestContent = { alerts: [], sources: [], pacing: [], changes: [] };
const CONTENT: DigestContent = {
  alerts: [
    alert(),
    alert({ project: cafe, ruleName: 'Spend spike', severity: 'warning', isNew: false }),
  ],
  sources: [{ project: cafe, source: 'ads', state: 'reconnect_needed' }],
  pacing: [
    {
      project: shop,
      budgetName: 'Listopad',
      status: 'over',
      amount: 30000,
      projected: 41250,
      currency: 'CZK',
    },
  ],
  changes: [change()],
};

const send = (content: DigestContent, language: 'cs' | 'en') =>
  digestMail(content, {
    to: 'jana@agency.example',
    language,
    localDate: '2026-11-27',
    publicUrl: 'https://kampa.example.com/',
  });

describe("the digest's changes", () => {
  it('count from ±25 % on a base that is not tiny, against a week earlier', () => {
    expect(changeOf('sessions', 130, 100)).toBeCloseTo(0.3);
    expect(changeOf('sessions', 120, 100)).toBeNull();
    expect(changeOf('sessions', 10, 4)).toBeNull(); // too few sessions either day
    expect(changeOf('cost', 0, 250)).toBe(-1);
    expect(changeOf('keyEvents', 9, 0)).toBeNull(); // nothing to compare with
    expect(changeOf('conversions', null, 10)).toBeNull();
  });

  it('lists the biggest moves across projects first, either way, at most a handful', () => {
    const many = [0.3, -0.9, 0.5, 2, -0.4, 0.26, 0.8, -0.27].map((value, index) =>
      change({ change: value, project: { ...shop, name: `P${index}` } }),
    );
    const chosen = biggestChanges(many);
    expect(chosen).toHaveLength(MAX_CHANGES);
    expect(chosen.map((item) => item.change)).toEqual([2, -0.9, 0.8, 0.5, -0.4, 0.3]);
  });
});

describe("the digest's e-mail", () => {
  it('has nothing to say without alerts, source trouble, pacing or changes', () => {
    expect(isEmptyDigest(EMPTY)).toBe(true);
    expect(isEmptyDigest(CONTENT)).toBe(false);
  });

  it('names the client (project and site) on every line and links each line to its screen, in English', () => {
    const mail = send(CONTENT, 'en');
    expect(mail.subject).toBe('[Kampa] Daily digest 2026-11-27');
    expect(mail.text).toContain(
      '- E-shop Alfa (alfa.example.cz): Tracking stopped (critical, new): sessions 3 against 1,240, on 2026-11-26\n  https://kampa.example.com/alerts?project=shop_uid_0000000000000',
    );
    expect(mail.text).toContain(
      '- Kavárna <Beta> (beta.example.cz): Spend spike (warning, still open)',
    );
    expect(mail.text).toContain(
      '- Kavárna <Beta> (beta.example.cz): Google Ads: needs reconnecting\n  https://kampa.example.com/project/cafe_uid_0000000000000/monitoring',
    );
    expect(mail.text).toContain(
      '- E-shop Alfa (alfa.example.cz): budget "Listopad" is heading over: projected 41,250 CZK of 30,000 CZK\n  https://kampa.example.com/project/shop_uid_0000000000000/ads',
    );
    expect(mail.text).toContain(
      '- Kavárna <Beta> (beta.example.cz): Ads cost on 2026-11-26: 1,500.5 CZK against 1,000 CZK (2026-11-19), +50 %\n  https://kampa.example.com/project/cafe_uid_0000000000000/ads?from=2026-11-26&to=2026-11-26',
    );
    expect(mail.text).toContain('https://kampa.example.com/account');
  });

  it('is in Czech when the reader chose Czech', () => {
    const mail = send(CONTENT, 'cs');
    expect(mail.subject).toBe('[Kampa] Denní přehled 2026-11-27');
    expect(mail.text).toContain('Tracking stopped (kritické, nové): sessions 3 proti 1\u00a0240');
    expect(mail.text).toContain('Google Ads: je třeba znovu připojit');
    expect(mail.text).toContain('rozpočet „Listopad“ překročí plán');
    expect(mail.text).toContain(
      'Náklady Ads 2026-11-26: 1\u00a0500,5 CZK proti 1\u00a0000 CZK (2026-11-19), +50 %',
    );
    expect(mail.text).not.toContain('Daily digest');
  });

  it('escapes every value in the HTML part', () => {
    const mail = send(
      { ...CONTENT, alerts: [alert({ ruleName: '<script>alert(1)</script> & "x"' })] },
      'en',
    );
    expect(mail.html).toContain('<strong>Kavárna &lt;Beta&gt; (beta.example.cz)</strong>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain(
      '<a href="https://kampa.example.com/project/cafe_uid_0000000000000/ads?from=2026-11-26&amp;to=2026-11-26">',
    );
  });

  it('lists a handful of alerts per project and links the rest to the inbox', () => {
    const alerts = Array.from({ length: MAX_ALERTS_PER_PROJECT + 3 }, (_, index) =>
      alert({ ruleName: `Rule ${index}` }),
    );
    const mail = send({ ...EMPTY, alerts }, 'en');
    expect(mail.text).toContain(`Rule ${MAX_ALERTS_PER_PROJECT - 1}`);
    expect(mail.text).not.toContain(`Rule ${MAX_ALERTS_PER_PROJECT}`);
    expect(mail.text).toContain('E-shop Alfa (alfa.example.cz): and 3 more alerts');
  });
});
