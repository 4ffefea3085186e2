import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, TryAgainRegion } from 'shared-lib/test-utils';

// the picker's chunk fails to download once, as when the connection drops
let mockFailPicker = true;
jest.mock('./Picker', () => {
  if (mockFailPicker) {
    mockFailPicker = false;
    throw Object.assign(new Error('Loading chunk date-picker failed.'), { name: 'ChunkLoadError' });
  }
  return jest.requireActual('./Picker');
});

import { DatePicker } from './index';

jest.setTimeout(30000);

describe('a date picker whose code failed to download', () => {
  it('downloads it again when its region is drawn again, and works', async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const user = userEvent.setup();
      renderPage(
        <TryAgainRegion>
          <DatePicker value={null} onChange={() => {}} label="Visit date" />
        </TryAgainRegion>,
        { path: '/en' },
      );
      await user.click(await screen.findByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('button', { name: 'Choose a date from the calendar' }, { timeout: 15000 })).toBeInTheDocument();
    } finally {
      quiet.mockRestore();
    }
  });
});
