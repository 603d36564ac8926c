import { describe, expect, it } from 'vitest';
import { matchCampaigns } from './campaign-match';

const CAMPAIGNS = [
  { name: 'Search – Brand' },
  { name: 'Search – Grily a zahradní technika' },
  { name: 'PMax – Sezóna' },
  { name: 'Akce – Víkendové slevy' },
  { name: 'Display – Remarketing 2024' },
  { name: 'Display – Remarketing 2025' },
];

const names = (typed: string) => matchCampaigns(CAMPAIGNS, typed).map((c) => c.name);

describe('a campaign named in a question', () => {
  it('is found without case, diacritics or the dash', () => {
    expect(names('pmax sezona')).toEqual(['PMax – Sezóna']);
    expect(names('AKCE - VÍKENDOVÉ SLEVY')).toEqual(['Akce – Víkendové slevy']);
  });

  it('is found by a part of its name typed as whole words', () => {
    expect(names('sezóna')).toEqual(['PMax – Sezóna']);
    expect(names('grily a zahradni technika')).toEqual(['Search – Grily a zahradní technika']);
    // "Sez" is no word of any name.
    expect(names('sez')).toEqual([]);
  });

  it('is found when the whole name is typed among other words, the longest name first', () => {
    expect(names('search brand campaign')).toEqual(['Search – Brand']);
  });

  it('gives every campaign a part fits when the part is ambiguous, and none for another name', () => {
    expect(names('remarketing')).toEqual([
      'Display – Remarketing 2024',
      'Display – Remarketing 2025',
    ]);
    expect(names('Jarní výprodej')).toEqual([]);
    expect(names('  ')).toEqual([]);
  });
});
