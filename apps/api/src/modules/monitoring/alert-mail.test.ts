import type { TRuleCondition } from '@kampa/contracts/monitoring/rule';
import { describe, expect, it } from 'vitest';
import { alertMail } from './alert-mail';

const INPUT: Parameters<typeof alertMail>[0] = {
  to: 'editor@example.com',
  projectName: 'Kavárna U Lípy',
  websiteUrl: 'https://kavarna.example.cz/shop',
  rule: {
    name: 'Tracking stopped',
    severity: 'critical',
    target: { source: 'analytics', metric: 'sessions', channel: null },
  },
  date: '2026-03-01',
  value: 3,
  baseline: 412,
  link: 'https://kampa.example.com/project/x/monitoring',
};
const mail = () => alertMail(INPUT);

describe("an alert's e-mail", () => {
  it('names the project and the client site in the subject, for an agency with many clients', () => {
    expect(mail().subject).toBe(
      '[Kampa] Kavárna U Lípy (kavarna.example.cz): Tracking stopped (2026-03-01)',
    );
  });

  it('names the project, its website and the severity in both languages', () => {
    const { text } = mail();
    expect(text).toContain('Projekt: Kavárna U Lípy, web https://kavarna.example.cz/shop');
    expect(text).toContain(
      'Pravidlo „Tracking stopped“ (kritické) se spustilo pro den 2026-03-01.',
    );
    expect(text).toContain('Project: Kavárna U Lípy, site https://kavarna.example.cz/shop');
    expect(text).toContain('The rule "Tracking stopped" (critical) fired for 2026-03-01.');
    expect(text).toContain('sessions: 3 (baseline: 412)');
  });

  it("says a budget alert's spend against the budget", () => {
    const budget = (condition: TRuleCondition) =>
      alertMail({
        to: 'editor@example.com',
        projectName: 'Kavárna U Lípy',
        websiteUrl: 'https://kavarna.example.cz/shop',
        rule: {
          name: 'Media budget',
          severity: 'critical',
          target: {
            source: 'budget',
            budgetId: '0b7c6f1e-8f0a-4a55-9a0e-2f5d1c7a9e11',
            metric: 'cost',
          },
          condition,
        },
        date: '2026-03-12',
        value: 1234.5,
        baseline: 1000,
        link: 'https://kampa.example.com/project/x/monitoring',
      }).text;
    const over = budget({ type: 'pacing', direction: 'over', fromCycleDay: 5 });
    expect(over).toContain('Projekce útraty: 1234.50 (rozpočet: 1000)');
    expect(over).toContain('Projected spend: 1234.50 (budget: 1000)');
    const spent = budget({ type: 'budget_spent', percent: 100 });
    expect(spent).toContain('Utraceno: 1234.50 z rozpočtu 1000');
    expect(spent).toContain('Spent: 1234.50 of a budget of 1000');
  });

  it("names Search Console's numbers in words and says a position's rise is a worsening", () => {
    const search = (metric: 'clicks' | 'position', value: number, baseline: number) =>
      alertMail({
        ...INPUT,
        rule: {
          name: 'Search',
          severity: 'warning',
          target: { source: 'search_console', metric },
        },
        value,
        baseline,
      }).text;
    const clicks = search('clicks', 120, 300);
    expect(clicks).toContain('Search Console – prokliky: 120 (srovnání: 300)');
    expect(clicks).toContain('Search Console clicks: 120 (baseline: 300)');
    expect(clicks).not.toContain('pozice');
    const worse = search('position', 12.5, 8.25);
    expect(worse).toContain(
      'Search Console – průměrná pozice (nižší je lepší): 12.50 (srovnání: 8.25) – pozice se zhoršila',
    );
    expect(worse).toContain(
      'Search Console average position (lower is better): 12.50 (baseline: 8.25) – the position got worse',
    );
    const better = search('position', 4.5, 8.25);
    expect(better).toContain('– pozice se zlepšila');
    expect(better).toContain('– the position improved');
  });

  it("is in the recipient's language only, once they chose one", () => {
    const base = mail();
    const english = alertMail({ ...INPUT, language: 'en' });
    expect(english.text).toContain('The rule "Tracking stopped" (critical) fired for 2026-03-01.');
    expect(english.text).not.toContain('Projekt:');
    const czech = alertMail({ ...INPUT, language: 'cs' });
    expect(czech.text).toContain('Pravidlo „Tracking stopped“ (kritické)');
    expect(czech.text).not.toContain('Project:');
    expect(czech.subject).toBe(base.subject);
  });
});
