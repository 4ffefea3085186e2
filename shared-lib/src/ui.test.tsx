import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

// records when shared-lib/ui-more (MUI's Menu, Drawer, Modal, Popover, focus trap...) is first loaded
let mockUiMoreLoaded = false;
jest.mock('shared-lib/ui-more', () => {
  mockUiMoreLoaded = true;
  return jest.requireActual('shared-lib/ui-more');
});

import * as ui from './ui';

const { Button, Drawer, Menu, MenuItem } = ui;

function LanguageMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button aria-haspopup="menu" onClick={(e) => setAnchor(e.currentTarget)}>
        Language
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => setAnchor(null)}>English</MenuItem>
        <MenuItem selected onClick={() => setAnchor(null)}>
          فارسی
        </MenuItem>
      </Menu>
    </>
  );
}

// shared-lib/ui is downloaded by every first visit: what opens over the page is loaded when first opened
describe('the first-paint UI facade', () => {
  it('exports nothing that opens over the page but the Menu, MenuItem and Drawer stand-ins', () => {
    for (const name of ['Dialog', 'Modal', 'Popover', 'Popper', 'Tooltip', 'Snackbar', 'Select', 'TextField']) expect(Object.keys(ui)).not.toContain(name);
    expect(mockUiMoreLoaded).toBe(false);
  });

  it('draws a closed menu and drawer as nothing, without loading their code', () => {
    const { container } = render(
      <>
        <LanguageMenu />
        <Drawer open={false}>
          <p>drawer content</p>
        </Drawer>
      </>,
    );
    expect(container.innerHTML).toBe(render(<Button aria-haspopup="menu">Language</Button>).container.innerHTML);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.queryByText('drawer content')).not.toBeInTheDocument();
    expect(mockUiMoreLoaded).toBe(false);
  });

  it('opens the menu on the first click with MUI’s keyboard behaviour, then keeps it loaded', async () => {
    const user = userEvent.setup();
    render(<LanguageMenu />);
    const button = screen.getByRole('button', { name: 'Language' });
    act(() => button.focus());
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(mockUiMoreLoaded).toBe(true);
    // MUI's own Menu: focus on the selected item, arrows move, Escape closes and gives focus back
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'فارسی' })).toHaveFocus());
    expect(menu).toHaveClass('MuiMenu-list');
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'English' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    await user.click(button);
    expect(await screen.findByRole('menuitem', { name: 'English' })).toBeInTheDocument();
  });

  it('opens a temporary drawer when asked and draws a permanent one at once', async () => {
    function Both() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Open menu</Button>
          <Drawer open={open} onClose={() => setOpen(false)}>
            <nav aria-label="Main navigation">links</nav>
          </Drawer>
          <Drawer variant="permanent">
            <p>side panel</p>
          </Drawer>
        </>
      );
    }
    render(<Both />);
    expect(await screen.findByText('side panel')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    await act(async () => screen.getByRole('button', { name: 'Open menu' }).click());
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });
});
