/**
 * Addresses have no trailing slash. The server answers `/projects/` with a 301; this does the
 * same in the browser for the dev server, before the router reads the address.
 */
export const canonicalizeLocation = () => {
  const { pathname, search, hash } = window.location;
  if (pathname.length > 1 && pathname.endsWith('/')) {
    const canonical = pathname.replace(/\/+$/, '') || '/';
    window.history.replaceState(window.history.state, '', `${canonical}${search}${hash}`);
  }
};
