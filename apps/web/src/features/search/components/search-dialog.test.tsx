import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/test/render';
import { SearchDialog } from './search-dialog';

afterEach(() => vi.unstubAllGlobals());

const answer = {
  q: 'battery',
  lang: 'en',
  products: [
    { kind: 'product', title: 'CYBERBOARD R4', url: '/en/cyberboard-r4/', snippet: 'A keyboard of light.' },
    { kind: 'product', title: 'AM RGB 65', url: '/en/am-rgb-65/', snippet: '' },
  ],
  manuals: [],
  info: [],
  tasks: [
    { kind: 'task', title: 'Battery life thread', url: '/en/tasks/7/', snippet: 'How long does yours last?' },
  ],
};

function Where() {
  const { pathname } = useLocation();
  return <output data-testid="where">{pathname}</output>;
}

function stubSearch(respond: () => Response) {
  const fetch = vi.fn(async (url: string) => (url.startsWith('/api/search') ? respond() : Response.json({})));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('SearchDialog', () => {
  it('is a combobox: arrows move through grouped results, Enter opens the active one', async () => {
    const fetch = stubSearch(() => Response.json(answer));
    const onClose = vi.fn();
    renderInApp(
      <>
        <SearchDialog onClose={onClose} />
        <Where />
      </>,
      { path: '/en/' },
    );
    const box = screen.getByRole('combobox', { name: 'Search products, manuals, info pages and tasks' });
    await waitFor(() => expect(document.activeElement).toBe(box));
    fireEvent.change(box, { target: { value: 'battery' } });
    await screen.findByRole('option', { name: /CYBERBOARD R4/ });
    expect(String(fetch.mock.calls[0]![0])).toContain('q=battery');
    expect(String(fetch.mock.calls[0]![0])).toContain('lang=en');
    expect(screen.getByRole('group', { name: 'Products' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Tasks' })).toBeTruthy();
    expect(box.getAttribute('aria-expanded')).toBe('true');

    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(3);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options[2]!.id);
    // past the last result back to the first
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options[2]!.id);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByTestId('where').textContent).toBe('/en/tasks/7/');
  });

  it('closes on Escape', () => {
    stubSearch(() => Response.json(answer));
    const onClose = vi.fn();
    renderInApp(<SearchDialog onClose={onClose} />, { path: '/cn/' });
    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });

  it('says when nothing is found, and when the search failed', async () => {
    stubSearch(() => Response.json({ ...answer, q: 'zzz', products: [], tasks: [] }));
    renderInApp(<SearchDialog onClose={() => {}} />, { path: '/cn/' });
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'zzz' } });
    expect(await screen.findByText('没有找到与“zzz”相关的内容。')).toBeTruthy();

    stubSearch(() => Response.json({ code: 'internal_error', message: 'x' }, { status: 500 }));
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'boom' } });
    expect(await screen.findByText('搜索暂时不可用，请稍后再试。')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });
});
