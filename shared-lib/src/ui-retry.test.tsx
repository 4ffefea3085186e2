import { useState } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

// the next load of shared-lib/ui-more or ui-late fails, as a chunk's download does when the connection drops
let mockFailMore = false;
let mockFailLate = false;
jest.mock('shared-lib/ui-more', () => {
  if (mockFailMore) {
    mockFailMore = false;
    throw Object.assign(new Error('Loading chunk ui-more failed.'), { name: 'ChunkLoadError' });
  }
  return jest.requireActual('shared-lib/ui-more');
});
// ui-late is already loaded once (scripts/jest/setup-web.ts draws pages as if its code were there) and
// jest keeps a module it has loaded: its next use by shared-lib/ui fails instead
jest.mock('shared-lib/ui-late', () => {
  const actual = jest.requireActual('shared-lib/ui-late');
  return new Proxy(actual, {
    get(target, key) {
      if (mockFailLate && typeof key === 'string' && /^[A-Z]/.test(key)) {
        mockFailLate = false;
        throw Object.assign(new Error('Loading chunk ui-late failed.'), { name: 'ChunkLoadError' });
      }
      return target[key];
    },
  });
});

import { Button, List, ListItemText, Menu, MenuItem, resetLateUiForTests } from './ui';
import { TryAgainRegion } from './test-utils';

function LanguageMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button aria-haspopup="menu" aria-expanded={anchor ? 'true' : 'false'} onClick={(e) => setAnchor(e.currentTarget)}>
        Language
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => setAnchor(null)}>English</MenuItem>
      </Menu>
    </>
  );
}

describe('a stand-in whose code failed to download', () => {
  // React reports the error the boundary caught; it is this test's subject, not noise
  let quiet: jest.SpyInstance;
  beforeEach(() => {
    quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => quiet.mockRestore());

  it('does not open a menu whose code failed to download, keeps the page, and downloads it again on the next tap', async () => {
    const user = userEvent.setup();
    mockFailMore = true;
    render(
      <TryAgainRegion>
        <LanguageMenu />
      </TryAgainRegion>,
    );
    const button = screen.getByRole('button', { name: 'Language' });
    await user.click(button);
    // the failure stays with the menu: its owner heard it closed, the region did not fail
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // MUI's Menu and what it brings load for the first time here: a second or more on a busy machine
    expect(await screen.findByRole('menuitem', { name: 'English' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('lets an error of the menu’s own content reach the region (only a failed download is kept quiet)', async () => {
    function Broken(): never {
      throw new Error('a bug in a menu item');
    }
    render(
      <TryAgainRegion>
        <Menu open anchorEl={document.body}>
          <Broken />
        </Menu>
      </TryAgainRegion>,
    );
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('downloads a list again when its region is drawn again, and draws it', async () => {
    const user = userEvent.setup();
    resetLateUiForTests();
    mockFailLate = true;
    render(
      <TryAgainRegion>
        <List>
          <ListItemText primary="Powder extinguisher" />
        </List>
      </TryAgainRegion>,
    );
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Powder extinguisher')).toBeInTheDocument();
    await act(async () => {});
  });
});
