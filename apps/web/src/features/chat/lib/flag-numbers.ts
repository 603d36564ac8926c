/** The answer's text cut where an ungrounded number stands, so the screen can mark each one. */
export type TextPart = { text: string; isFlagged: boolean };

export const flagNumbers = (text: string, ungrounded: readonly string[]): TextPart[] => {
  const parts: TextPart[] = [];
  let rest = text;
  for (const number of ungrounded) {
    const index = rest.indexOf(number);
    if (index < 0) continue;
    if (index > 0) parts.push({ text: rest.slice(0, index), isFlagged: false });
    parts.push({ text: number, isFlagged: true });
    rest = rest.slice(index + number.length);
  }
  if (rest) parts.push({ text: rest, isFlagged: false });
  return parts;
};
