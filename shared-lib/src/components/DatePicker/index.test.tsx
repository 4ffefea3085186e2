import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderPage } from 'shared-lib/test-utils';
import { Form } from 'shared-lib/forms';

// records when the picker module (and with it @mui/x-date-pickers and the date libraries) is loaded
let mockPickerLoaded = false;
jest.mock('./Picker', () => {
  mockPickerLoaded = true;
  return jest.requireActual('./Picker');
});

import { DatePicker, DatePickerField } from './index';

jest.setTimeout(30000);

describe('the light entry', () => {
  it('does not load the picker until a picker is drawn, and draws a same-labelled placeholder meanwhile', async () => {
    expect(mockPickerLoaded).toBe(false);
    renderPage(<DatePicker value={null} onChange={() => {}} label="Visit date" />, { path: '/en' });
    // the placeholder while the chunk downloads
    expect(screen.getByRole('textbox', { name: 'Visit date' })).toHaveAttribute('aria-busy', 'true');
    await screen.findByRole('button', { name: 'Choose a date from the calendar' }, { timeout: 15000 });
    expect(mockPickerLoaded).toBe(true);
    expect(screen.getByRole('textbox', { name: 'Visit date' })).not.toHaveAttribute('aria-busy');
  });
});

describe('DatePickerField (react-final-form)', () => {
  it('puts the stored value into the form, validates it like any field and submits it', async () => {
    const onSubmit = jest.fn();
    renderPage(
      <Form<{ visitDate: string }> onSubmit={onSubmit} initialValues={{ visitDate: '' }}>
        {({ handleSubmit }) => (
          <form onSubmit={handleSubmit}>
            <DatePickerField name="visitDate" label="Visit date" min="2026-11-23" validate={(v) => (v ? undefined : 'Choose a visit date')} />
            <button type="submit">Send</button>
          </form>
        )}
      </Form>,
      { path: '/en' },
    );
    await screen.findByRole('button', { name: 'Choose a date from the calendar' }, { timeout: 15000 });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Choose a visit date')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Choose a date from the calendar' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Now' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByText('Choose a visit date')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const today = new Date();
    const stored = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    expect(onSubmit.mock.calls[0][0]).toEqual({ visitDate: stored < '2026-11-23' ? '2026-11-23' : stored });
  });
});
