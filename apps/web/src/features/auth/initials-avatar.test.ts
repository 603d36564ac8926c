import { describe, expect, it } from 'vitest';
import { initialsAvatarUrl, initialsOf } from './initials-avatar';

describe('initials avatar', () => {
  it.each([
    ['Jana Nováková', 'JN'],
    ['jana', 'J'],
    ['Jan Amos Komenský', 'JK'],
    ['  Šárka   Černá ', 'ŠČ'],
    ['', '?'],
    [null, '?'],
  ])('%s → %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });

  it('draws the initials into a local SVG, the same colour for the same name', () => {
    const url = initialsAvatarUrl('Jana Nováková');
    expect(url.startsWith('data:image/svg+xml')).toBe(true);
    expect(decodeURIComponent(url)).toContain('>JN</text>');
    expect(initialsAvatarUrl('Jana Nováková')).toBe(url);
  });

  it('escapes markup in names', () => {
    expect(decodeURIComponent(initialsAvatarUrl('<b> x'))).not.toContain('<b>');
  });
});
