import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, fakeApi } from 'shared-lib/test-utils';
import { Route, Routes } from 'shared-lib/router';
import { getBus } from 'shared-lib/bus';
import fa from '../../locales/fa.json';
import en from '../../locales/en.json';
import AccountWidget from '../../exposes/AccountWidget';
import { sampleUser } from '../../test/fixtures';
import { resetPage } from '../../test/reset';

jest.setTimeout(20_000);
const namespaces = { account: { fa, en } };

function renderWidget(path: string) {
  return renderPage(
    <>
      <AccountWidget />
      <Routes>
        <Route path="*" element={<p>page</p>} />
        <Route path="/loginRegister" element={<p>login page</p>} />
        <Route path="/en/loginRegister" element={<p>English login page</p>} />
        <Route path="/en" element={<p>English home page</p>} />
      </Routes>
    </>,
    { path, namespaces },
  );
}

describe('the header account widget', () => {
  beforeEach(resetPage);

  it('offers a guest the login link and remembers the page they are on', async () => {
    fakeApi({ 'GET /api/auth/user': { data: null } });
    renderWidget('/pr/4/kapsul');
    const link = await screen.findByRole('link', { name: 'ورود / ثبت‌نام' });
    expect(link).toHaveAttribute('href', '/loginRegister');
    expect(window.sessionStorage.getItem('account:returnTo')).toBe('/pr/4/kapsul');
    expect(getBus().current('auth:user')).toBeNull();
  });

  it('holds the guest’s place until the session is known, invisible, with the styles the shopper’s button then uses', async () => {
    fakeApi({ 'GET /api/auth/user': { data: sampleUser({ fullName: 'Sara Mohammadi' }) }, 'GET /api/products/like': { data: [] } });
    const { container } = renderWidget('/en/cat');
    // the first render (the server's too): the guest's link, hidden from sight, focus and assistive technology
    const placeholder = container.querySelector('a[href="/en/loginRegister"]') as HTMLElement;
    expect(placeholder).toHaveTextContent('Log in / Register');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(placeholder).toHaveAttribute('tabindex', '-1');
    expect(placeholder.style.visibility).toBe('hidden');
    expect(screen.queryByRole('link', { name: 'Log in / Register' })).toBeNull();
    const emotionClasses = (el: Element) => [...el.classList].filter((c) => !c.startsWith('Mui'));
    const placeholderClasses = emotionClasses(placeholder);
    const button = await screen.findByRole('button', { name: 'Account menu of Sara Mohammadi' });
    // one set of styles: those the placeholder put in the page are the button's
    expect(emotionClasses(button)).toEqual(placeholderClasses);
    expect(container.querySelector('a[aria-hidden="true"]')).toBeNull();
  });

  it('shows the shopper’s name with a menu to the profile, orders, likes and logout', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /api/auth/user': { data: sampleUser({ fullName: 'Sara Mohammadi' }) },
      'GET /api/products/like': { data: [1] },
      'POST /api/auth/logout': { data: null },
    });
    renderWidget('/en/cat');
    await user.click(await screen.findByRole('button', { name: 'Account menu of Sara Mohammadi' }));
    // the menu's code (shared-lib/ui-more) arrives on the first opening
    expect(await screen.findByRole('menuitem', { name: 'My account' })).toHaveAttribute('href', '/en/profile');
    expect(screen.getByRole('menuitem', { name: 'My orders' })).toHaveAttribute('href', '/en/profile#orders');
    expect(screen.getByRole('menuitem', { name: 'Liked products' })).toHaveAttribute('href', '/en/profile#likes');
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByRole('link', { name: 'Log in / Register' })).toBeInTheDocument();
    expect(api.called('POST /api/auth/logout')).toHaveLength(1);
    expect(getBus().current('auth:user')).toBeNull();
    expect(getBus().current('auth:likes')).toEqual([]);
  });

  it('draws no menu until the shopper opens it, then opens and closes it from the keyboard', async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /api/auth/user': { data: sampleUser({ fullName: 'Sara Mohammadi' }) }, 'GET /api/products/like': { data: [] } });
    renderWidget('/en/cat');
    const button = await screen.findByRole('button', { name: 'Account menu of Sara Mohammadi' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).not.toHaveAttribute('aria-expanded');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    act(() => button.focus());
    await user.keyboard('{Enter}');
    const first = await screen.findByRole('menuitem', { name: 'My account' });
    await waitFor(() => expect(first).toHaveFocus());
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // the button controls the menu's popup (MUI puts the id on the popover around the list)
    expect(document.getElementById(button.getAttribute('aria-controls')!)).toContainElement(screen.getByRole('menu'));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'My orders' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    // opened again: at once (already loaded)
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Liked products' })).toBeInTheDocument();
  });

  it('sends a guest who taps a heart elsewhere to the login page', async () => {
    fakeApi({ 'GET /api/auth/user': { data: null } });
    renderWidget('/en/pr/4/extinguisher');
    await screen.findByRole('link', { name: 'Log in / Register' });
    getBus().publish('likes:toggle', { productId: 4, liked: true });
    expect(await screen.findByText('English login page')).toBeInTheDocument();
    await waitFor(() => expect(window.sessionStorage.getItem('account:returnTo')).toBe('/pr/4/extinguisher'));
  });
});
