import { act, fireEvent, screen } from '@testing-library/react';
import { renderPage } from 'shared-lib/test-utils';
import { configureApi } from 'shared-lib/api';
import { Routes, Route, useLocation } from 'shared-lib/router';
import fa from '../locales/fa.json';
import en from '../locales/en.json';
import { SearchBox } from './Header';

function Where() {
  const l = useLocation();
  return <output data-testid="where">{l.pathname + l.search}</output>;
}

const answer = {
  isSuccess: true,
  messages: [],
  data: { query: 'alarm', products: [{ id: 15, name: 'NF-C4 alarm panel', slug: 'nf-c4' }], categories: [{ id: 48, name: 'Fire alarm systems', label: 'fire-alarm-systems' }], brands: [] },
};

describe('the header search box', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    configureApi({ fetch: undefined });
  });

  const setup = (path = '/en/') =>
    renderPage(
      <Routes>
        <Route path="*" element={<><SearchBox /><Where /></>} />
      </Routes>,
      { path, namespaces: { shell: { fa, en } } },
    );

  it('submits the query to the search page in the current locale', () => {
    setup('/en/');
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'CO2 ' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(screen.getByTestId('where')).toHaveTextContent('/en/search?q=CO2');
  });

  it('suggests categories and products after a pause, reachable by keyboard', async () => {
    const fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => answer }) as unknown as Response);
    configureApi({ fetch: fetch as unknown as typeof globalThis.fetch });
    setup('/en/');
    const box = screen.getByRole('combobox');
    fireEvent.change(box, { target: { value: 'alarm' } });
    expect(fetch).not.toHaveBeenCalled(); // debounced
    await act(async () => {
      jest.advanceTimersByTime(300);
    });
    expect(await screen.findAllByRole('option')).toHaveLength(2);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    fireEvent.submit(screen.getByRole('search'));
    expect(screen.getByTestId('where')).toHaveTextContent('/en/pr/15/nf-c4');
  });
});
