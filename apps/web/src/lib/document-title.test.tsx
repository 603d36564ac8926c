import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { composeDocumentTitle, useDocumentTitle, type TitlePart } from './document-title';

const Part = ({ part, value }: { part: TitlePart; value: string | null }) => {
  useDocumentTitle(part, value);
  return null;
};

describe('the tab title', () => {
  it('names the screen, then the project, then Kampa', () => {
    expect(composeDocumentTitle({ screen: 'Ads', project: 'Garden Centre' })).toBe(
      'Ads · Garden Centre · Kampa',
    );
    expect(composeDocumentTitle({ screen: 'Projects', project: null })).toBe('Projects · Kampa');
    expect(composeDocumentTitle({ screen: ' ', project: null })).toBe('Kampa');
  });

  it('follows the screen shown and falls back when it goes', () => {
    const view = render(
      <>
        <Part part="project" value="Garden Centre" />
        <Part part="screen" value="Ads" />
      </>,
    );
    expect(document.title).toBe('Ads · Garden Centre · Kampa');
    view.rerender(
      <>
        <Part part="project" value="Garden Centre" />
        <Part part="screen" value="Chat" />
      </>,
    );
    expect(document.title).toBe('Chat · Garden Centre · Kampa');
    view.unmount();
    expect(document.title).toBe('Kampa');
  });
});
