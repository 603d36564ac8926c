import i18n from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from './i18n';
import { ruleDisplayName } from './rule-name';

describe("a rule's name on screen", () => {
  beforeAll(() => setLanguage('cs'));
  afterAll(async () => {
    await setLanguage('en');
    localStorage.clear();
  });

  it("shows a default rule's stored English name in the UI language", () => {
    const cs = i18n.getFixedT('cs');
    expect(ruleDisplayName('Spend spike', cs)).toBe('Skok v nákladech na reklamu');
    expect(ruleDisplayName('Tracking stopped', cs)).toBe('Měření se zastavilo');
    expect(ruleDisplayName('Spend spike', i18n.getFixedT('en'))).toBe('Spend spike');
  });

  it('keeps a name someone typed as it is', () => {
    expect(ruleDisplayName('Brand: CPA nad 300 Kč', i18n.getFixedT('cs'))).toBe(
      'Brand: CPA nad 300 Kč',
    );
  });
});
