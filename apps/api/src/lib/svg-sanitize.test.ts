import { describe, expect, it } from 'vitest';
import { sanitizeSvg, SvgRejectedError } from './svg-sanitize';

const LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#1d4ed8"/><path d="M0 0L10 10" stroke="#fff"/></svg>';

describe('the SVG logo sanitiser', () => {
  it('keeps a plain logo as it draws', () => {
    expect(sanitizeSvg(LOGO)).toBe(LOGO);
    expect(sanitizeSvg(`<?xml version="1.0"?>\n${LOGO}`)).toBe(LOGO);
  });

  it('removes scripts, styles, foreign content and event handlers', () => {
    const clean = sanitizeSvg(
      '<svg viewBox="0 0 1 1" onload="alert(1)"><script>alert(2)</script><SCRIPT xlink:href="x.js"/><style>@import url(https://evil.example/x.css)</style><foreignObject><iframe src="https://evil.example"></iframe></foreignObject><rect width="1" height="1" onclick="alert(3)" ONMOUSEOVER="alert(4)"/><a href="javascript:alert(5)"><text>Kampa</text></a></svg>',
    );
    expect(clean).toBe('<svg viewBox="0 0 1 1"><rect width="1" height="1"/></svg>');
    expect(clean.toLowerCase()).not.toMatch(
      /script|onload|onclick|onmouseover|style|iframe|alert|evil/,
    );
  });

  it('removes every reference outside the document, keeping those inside it', () => {
    const clean = sanitizeSvg(
      '<svg><defs><linearGradient id="g"><stop offset="0" stop-color="#000"/></linearGradient></defs><rect fill="url(#g)"/><rect fill="url(https://evil.example/p.svg#x)"/><rect fill="url( &#x27;https://evil.example&#x27; )"/><use href="#g"/><use href="https://evil.example/sprite.svg#a"/><use xlink:href="data:image/svg+xml;base64,AAAA"/><image href="https://evil.example/track.png"/><rect style="fill: url(https://evil.example)"/></svg>',
    );
    expect(clean).toBe(
      '<svg><defs><linearGradient id="g"><stop offset="0" stop-color="#000"/></linearGradient></defs><rect fill="url(#g)"/><rect/><rect/><use href="#g"/><use/><use/><rect/></svg>',
    );
    expect(clean).not.toContain('evil');
  });

  it('refuses a DOCTYPE (entities), a file that is not SVG and markup it cannot read', () => {
    for (const input of [
      '<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg>&x;</svg>',
      '<html><body><svg/></body></html>',
      '<svg><rect</svg>',
      '<svg><g></svg>',
      '<svg/><svg/>',
      'just text',
    ]) {
      expect(() => sanitizeSvg(input), input).toThrow(SvgRejectedError);
    }
  });

  it('escapes what text it keeps, so decoded entities cannot become markup', () => {
    expect(sanitizeSvg('<svg><text>&lt;script&gt;alert(1)&lt;/script&gt;</text></svg>')).toBe(
      '<svg><text>&lt;script>alert(1)&lt;/script></text></svg>',
    );
  });
});
