import { describe, expect, it } from 'vitest';
import { escapeSlackText, webhookBody } from './notify';

describe("the webhook's Slack text", () => {
  it('escapes & < > in rule and project names, so a name links and mentions nothing', () => {
    const body = JSON.parse(
      webhookBody({
        projectName: 'A&B <https://evil.example|Bank>',
        websiteUrl: 'https://shop.example.cz',
        severity: 'critical',
        ruleName: '<!channel> spend',
        metric: 'cost',
        date: '2026-03-01',
        value: 12,
        baseline: 3,
        link: 'https://kampa.example.com/project/x/monitoring',
      }),
    ) as { text: string; alert: { project: string; rule: string } };
    expect(body.text).toBe(
      'Kampa: &lt;!channel&gt; spend fired for 2026-03-01 in A&amp;B &lt;https://evil.example|Bank&gt;, ' +
        'https://shop.example.cz [critical] (cost 12, baseline 3). https://kampa.example.com/project/x/monitoring',
    );
    expect(body.text).not.toMatch(/[<>]/);
    // The facts for other receivers stay as they are.
    expect(body.alert).toMatchObject({
      project: 'A&B <https://evil.example|Bank>',
      website: 'https://shop.example.cz',
      severity: 'critical',
      rule: '<!channel> spend',
    });
  });

  it('escapes the ampersand first, so an escape is never escaped twice', () => {
    expect(escapeSlackText('&lt; <')).toBe('&amp;lt; &lt;');
  });
});
