const BASE = 'http://kampa.invalid';

/**
 * `location` as a path on our own origin, or null when a browser would leave the site with it.
 * Browsers read `//host`, `/\host` and `/<tab>/host` as another site; the URL parser here does the
 * same, so only what it resolves to our origin passes, re-serialised (backslashes, tabs and
 * control characters can no longer reach the Location header) with a single leading slash.
 */
export const toSameOriginPath = (location: string): string | null => {
  let url: URL;
  try {
    url = new URL(location, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || !location.startsWith('/')) return null;
  return `/${url.pathname.replace(/^\/+/, '')}${url.search}`;
};
