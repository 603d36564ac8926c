/** Lower case, no diacritics, words separated by single spaces ("PMax – Sezóna" → "pmax sezona"). */
export const campaignWords = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const containsWords = (haystack: string, needle: string): boolean =>
  needle !== '' && ` ${haystack} `.includes(` ${needle} `);

/**
 * The campaigns a name as someone typed it stands for, case and diacritics ignored: the ones named
 * exactly so; else the longest names typed in whole within it ("kampaň Search – Brand minulý
 * měsíc"); else the ones whose name holds it as whole words ("Sezóna" for "PMax – Sezóna"). More
 * than one when the name is ambiguous; none when no campaign is named so.
 */
export const matchCampaigns = <T extends { name: string }>(
  campaigns: readonly T[],
  typed: string,
): T[] => {
  const wanted = campaignWords(typed);
  if (!wanted) return [];
  const named = campaigns.map((campaign) => ({ campaign, name: campaignWords(campaign.name) }));
  const exact = named.filter((item) => item.name === wanted);
  if (exact.length > 0) return exact.map((item) => item.campaign);
  const within = named.filter((item) => containsWords(wanted, item.name));
  if (within.length > 0) {
    const longest = Math.max(...within.map((item) => item.name.length));
    return within.filter((item) => item.name.length === longest).map((item) => item.campaign);
  }
  return named.filter((item) => containsWords(item.name, wanted)).map((item) => item.campaign);
};
