import { describe, expect, it } from 'vitest';
import {
  accentStyle,
  agencyHeader,
  escapeHtml,
  renderNotFoundPage,
  renderPasswordPage,
  sparklinePoints,
} from './page';
import { reportQueryOf } from './report-data';

describe('the report page', () => {
  it('escapes text for content and attributes', () => {
    expect(escapeHtml(`<script>alert("x")</script> & 'y'`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;',
    );
  });

  it('draws a line from the bottom (zero) to its maximum at the top, across the width', () => {
    expect(sparklinePoints([0, 50, 100])).toBe('0.0,156.0 300.0,80.0 600.0,4.0');
    expect(sparklinePoints([0, 0])).toBe('0.0,156.0 600.0,156.0');
    expect(sparklinePoints([7])).toBe('300.0,4.0');
  });

  it('shows the password form in the report language, with the problem tied to the field', () => {
    const page = renderPasswordPage({ language: 'cs', problem: 'wrong' });
    expect(page).toContain('<html lang="cs">');
    expect(page).toContain('Heslo nesouhlasí.');
    expect(page).toContain('aria-describedby="password-problem"');
    expect(page).toContain('<form method="post"');
  });

  it('says the same on every refused link, with noindex and no script', () => {
    const page = renderNotFoundPage();
    expect(page).toContain('noindex');
    expect(page).not.toContain('<script');
  });
});

describe("the agency's branding on the page", () => {
  it('escapes the name, writes only a data: image and only a #rrggbb accent', () => {
    const logo = {
      contentType: 'image/png' as const,
      dataUri: 'data:image/png;base64,iVBORw0K',
      bytes: 4,
    };
    const header = agencyHeader({ agencyName: '<b>A&B</b>', accentColor: null, logo });
    expect(header).toContain('<span class="agency-name">&lt;b&gt;A&amp;B&lt;/b&gt;</span>');
    expect(header).toContain(
      '<img class="agency-logo" src="data:image/png;base64,iVBORw0K" alt="&lt;b&gt;A&amp;B&lt;/b&gt;">',
    );
    const outside = { ...logo, dataUri: 'https://evil.example/logo.png' };
    expect(agencyHeader({ agencyName: null, accentColor: null, logo: outside })).not.toContain(
      '<img',
    );
    expect(agencyHeader({ agencyName: null, accentColor: null, logo: null })).toBe('');
    expect(accentStyle({ agencyName: null, accentColor: '#E4572E', logo: null })).toBe(
      ' style="--accent:#e4572e"',
    );
    expect(
      accentStyle({ agencyName: null, accentColor: 'red;background:url(x)', logo: null }),
    ).toBe('');
    expect(accentStyle(undefined)).toBe('');
  });
});

describe('a report period', () => {
  it('maps the named periods to the dashboards presets and rolling days to the days before today', () => {
    const compare = 'previous_year' as const;
    expect(
      reportQueryOf({ period: { kind: 'last_month' }, comparison: compare })('2026-03-04'),
    ).toEqual({
      preset: 'last_month',
      compare,
    });
    expect(
      reportQueryOf({ period: { kind: 'last_week' }, comparison: compare })('2026-03-04'),
    ).toEqual({
      preset: 'last_7_days',
      compare,
    });
    expect(
      reportQueryOf({ period: { kind: 'rolling', days: 10 }, comparison: 'previous_period' })(
        '2026-03-04',
      ),
    ).toEqual({ from: '2026-02-22', to: '2026-03-03', compare: 'previous_period' });
  });
});
