import { describe, expect, it } from 'vitest';
import { toSameOriginPath } from './same-origin';

describe('same-origin redirect targets', () => {
  it('keeps ordinary paths and their query', () => {
    expect(toSameOriginPath('/projects')).toBe('/projects');
    expect(toSameOriginPath('/project/abc/analytics?google=connected')).toBe(
      '/project/abc/analytics?google=connected',
    );
  });

  it.each([
    '//evil.example',
    '//evil.example/x?q=1',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'evil.example',
  ])('refuses %j, which a browser would take off-site', (location) => {
    expect(toSameOriginPath(location)).toBeNull();
  });

  it('never answers a path a browser could read as another host', () => {
    expect(toSameOriginPath('/a/..//evil.example')).toBe('/evil.example');
    expect(toSameOriginPath('/x y\u0000z')).toBe('/x%20y%00z');
  });
});
