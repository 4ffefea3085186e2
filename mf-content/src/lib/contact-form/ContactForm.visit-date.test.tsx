import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from 'shared-lib/test-utils';
import { fillValid, groups, renderForm, resetEachTest } from './contact-form-test-helpers';

jest.setTimeout(20000);
resetEachTest();

describe('ContactForm', () => {
  describe('preferred visit date', () => {
    const stored = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

    it('is optional: sent as null when no date is chosen', async () => {
      const api = fakeApi({ '/api/contact/groups': () => groups, '/api/form/postForm': () => ({ data: { id: 1 } }) });
      const user = userEvent.setup();
      renderForm();
      await fillValid(user);
      await user.click(screen.getByRole('button', { name: 'Send message' }));
      await waitFor(() => expect(api.callsTo('/api/form/postForm')).toHaveLength(1));
      expect(api.callsTo('/api/form/postForm')[0].body).toMatchObject({ visitDate: null });
    });

    it('is chosen in the calendar (past days disabled), sent in the stored format and cleared after sending', async () => {
      const api = fakeApi({ '/api/contact/groups': () => groups, '/api/form/postForm': () => ({ data: { id: 8 } }) });
      const user = userEvent.setup();
      renderForm();
      const field = screen.getByRole('textbox', { name: /Preferred visit date/ });
      expect(field).toHaveAttribute('placeholder', 'Please choose a date');
      // (fireEvent: user-event's pointer checks are slow on the calendar's many styled cells in jsdom)
      fireEvent.click(await screen.findByRole('button', { name: 'Choose a date from the calendar' }, { timeout: 15000 }));
      const dialog = await screen.findByRole('dialog');
      const today = new Date();
      if (today.getDate() > 1) expect(within(dialog).getByRole('gridcell', { name: '1' })).toBeDisabled();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Next month' }));
      // the 15th of next month (while the months slide, both are drawn)
      const chosen = new Date(today.getFullYear(), today.getMonth() + 1, 15);
      const cell = await waitFor(() => within(dialog).getAllByRole('gridcell', { name: '15' }).find((b) => b.dataset.timestamp === String(chosen.getTime()))!);
      fireEvent.click(cell);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.getByRole('textbox', { name: /Preferred visit date/ })).toHaveValue(stored(chosen).replace(/-/g, '/'));
      await fillValid(user);
      await user.click(screen.getByRole('button', { name: 'Send message' }));
      await waitFor(() => expect(api.callsTo('/api/form/postForm')).toHaveLength(1));
      expect(api.callsTo('/api/form/postForm')[0].body).toMatchObject({ visitDate: stored(chosen) });
      await waitFor(() => expect(screen.getByRole('textbox', { name: /Preferred visit date/ })).toHaveValue(''));
    }, 60_000);
  });
});
