import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from 'shared-lib/test-utils';
import { Routes, Route, useLocation } from 'shared-lib/router';
import fa from '../locales/fa.json';
import en from '../locales/en.json';

// records when shared-lib/ui-more (MUI Menu, Drawer, Modal, Popover...) is first loaded
let mockUiMoreLoaded = false;
jest.mock('shared-lib/ui-more', () => {
  mockUiMoreLoaded = true;
  return jest.requireActual('shared-lib/ui-more');
});
// the header's cart and account widgets are remotes: not part of these tests
jest.mock('../federation/RemoteSlot', () => ({ RemoteSlot: () => null }));

import { Header } from './Header';

jest.setTimeout(20_000);

function Where() {
  const l = useLocation();
  return <output data-testid="where">{l.pathname}</output>;
}

const setup = (path: string) =>
  renderPage(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <Header />
            <Where />
          </>
        }
      />
    </Routes>,
    { path, namespaces: { shell: { fa, en } } },
  );

describe('the header menus and drawer, loaded when first opened', () => {
  beforeEach(() => {
    document.cookie = 'locale=; max-age=0; path=/';
    localStorage.clear();
  });

  it('draws the closed buttons only: no menu, no drawer, and their code is not loaded', () => {
    setup('/en/cat');
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Language' })).toHaveAttribute('aria-haspopup', 'menu');
    expect(screen.getByRole('button', { name: 'Colour mode: System' })).toHaveAttribute('aria-haspopup', 'menu');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.queryByRole('presentation')).not.toBeInTheDocument();
    expect(mockUiMoreLoaded).toBe(false);
  });

  it('opens the phone drawer with every section, and a link closes it and navigates', async () => {
    const user = userEvent.setup();
    setup('/en/cat');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('presentation');
    expect(mockUiMoreLoaded).toBe(true);
    const nav = within(drawer).getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/en');
    expect(within(nav).getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/en/services');
    await user.click(within(nav).getByRole('link', { name: 'Services' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/en/services');
    await waitFor(() => expect(screen.queryByRole('presentation')).not.toBeInTheDocument());
    // reopened: drawn again at once
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(await screen.findByRole('presentation')).toBeInTheDocument();
  });

  it('opens the language menu from the keyboard, focus on the current language, and switches', async () => {
    const user = userEvent.setup();
    setup('/about');
    const button = screen.getByRole('button', { name: 'زبان' });
    act(() => button.focus());
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(button).toHaveAttribute('aria-controls', 'lang-menu');
    const current = within(menu).getByRole('menuitem', { name: 'فارسی' });
    await waitFor(() => expect(current).toHaveFocus());
    expect(within(menu).getAllByRole('menuitem').map((i) => i.getAttribute('lang'))).toEqual(['fa-IR', 'en-US', 'ru-RU']);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('menuitem', { name: 'English' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/en/about');
    expect(document.cookie).toContain('locale=en');
  });

  it('chooses a colour mode from its menu and says the choice on the button', async () => {
    const user = userEvent.setup();
    setup('/en');
    await user.click(screen.getByRole('button', { name: 'Colour mode: System' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'System' })).toHaveClass('Mui-selected');
    await user.click(within(menu).getByRole('menuitem', { name: 'Dark' }));
    expect(await screen.findByRole('button', { name: 'Colour mode: Dark' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });
});

describe('the header without scripts (issue 33)', () => {
  it.each([
    ['/pr/1/x?ref=a', 'زبان', '/en/pr/1/x?ref=a'],
    ['/en/cat', 'Language', '/cat'],
  ])('on %s the language button is a link to the page in the other language, and search is a form to the search page', (path, label, other) => {
    setup(path);
    expect(screen.getByRole('button', { name: label })).toHaveAttribute('href', other);
    const form = screen.getAllByRole('search')[0];
    expect(form).toHaveAttribute('action', path.startsWith('/en') ? '/en/search' : '/search');
    expect(within(form).getByRole('combobox')).toHaveAttribute('name', 'q');
  });
});
