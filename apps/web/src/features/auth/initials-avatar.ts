const PALETTE = ['#4f46e5', '#0f766e', '#b45309', '#be123c', '#7c3aed', '#0369a1', '#15803d'];

/** Up to two initials from a display name ("Jana Nováková" → "JN"); "?" when there is none. */
export const initialsOf = (name: string | null | undefined): string => {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words.slice(0, 1);
  const initials = letters.map((word) => Array.from(word ?? '')[0]?.toUpperCase() ?? '').join('');
  return initials || '?';
};

const hash = (text: string) =>
  Array.from(text).reduce((sum, char) => (sum * 31 + (char.codePointAt(0) ?? 0)) >>> 0, 7);

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => `&#${char.codePointAt(0) ?? 0};`);

/**
 * A generated avatar for users without a photo: their initials on a colour picked from the name.
 * Made locally as an SVG data URL (no external image service).
 */
export const initialsAvatarUrl = (name: string | null | undefined): string => {
  const initials = escapeXml(initialsOf(name));
  const color = PALETTE[hash(name ?? '') % PALETTE.length];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="32" fill="${color}"/>` +
    `<text x="32" y="33" fill="#fff" font-family="system-ui,sans-serif" font-size="26" ` +
    `font-weight="600" text-anchor="middle" dominant-baseline="middle">${initials}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
};
