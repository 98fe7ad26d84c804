import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CheckList } from './check-list.tsx';

const render = (props: Partial<Parameters<typeof CheckList>[0]> = {}) =>
  renderToStaticMarkup(
    createElement(CheckList, {
      label: 'Cleaners',
      count: '1 of 2 selected',
      testId: 'area-cleaners',
      search: 'da',
      onSearch: () => undefined,
      searchLabel: 'Find a cleaner',
      children: createElement('ul', { className: 'check-list-options' }, createElement('li', null, 'Dana')),
      ...props,
    }),
  );

describe('check list', () => {
  it('names the field, counts the ticked ones and shows the search over the options', () => {
    const html = render();
    expect(html).toContain('data-testid="area-cleaners"');
    expect(html).toMatch(/data-testid="area-cleaners-count">1 of 2 selected</);
    const search = /<input type="search"[^>]*>/.exec(html)?.[0] ?? '';
    expect(search).toContain('placeholder="Find a cleaner"');
    expect(search).toContain('value="da"');
    expect(search).toContain('data-testid="area-cleaners-search"');
    expect(html).toContain('<li>Dana</li>');
    expect(html).not.toContain('is-invalid');
    expect(html).not.toContain('role="alert"');
  });

  it('labels the group by the field name', () => {
    const html = render();
    const labelId = /aria-labelledby="([^"]+)"/.exec(html)?.[1];
    expect(labelId).toBeTruthy();
    expect(html).toContain(`id="${labelId}">Cleaners</span>`);
  });

  it('says when the search matches nothing, and marks the box of a refused choice', () => {
    const html = render({ noMatch: 'No cleaners', error: 'Pick at least one' });
    expect(html).toContain('No cleaners</p>');
    expect(html).toContain('check-list-box is-invalid');
    expect(html).toMatch(/role="alert">Pick at least one</);
  });

  it('offers neither search nor options when there is nothing to offer', () => {
    const html = render({ unavailable: 'No cleaners yet' });
    expect(html).toContain('No cleaners yet');
    expect(html).not.toContain('type="search"');
    expect(html).not.toContain('Dana');
  });

  it('puts the extra controls beside the count and the notice above the search', () => {
    const html = render({ headExtra: createElement('button', { type: 'button' }, 'All'), notice: createElement('p', null, 'Every room') });
    expect(html.indexOf('All</button>')).toBeGreaterThan(html.indexOf('area-cleaners-count'));
    expect(html.indexOf('Every room')).toBeLessThan(html.indexOf('type="search"'));
  });
});
