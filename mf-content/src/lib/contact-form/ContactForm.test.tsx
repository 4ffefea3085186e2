import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, collectToasts, deferred, fakeApi, resetPage, type FakeAnswer } from 'shared-lib/test-utils';
import { namespaces } from '../../test/namespaces';
import { ContactForm, MESSAGE_ROWS } from './ContactForm';

const groups = { data: [{ id: 1, title: 'Free consultation and project visit' }, { id: 2, title: 'Price inquiry and equipment purchase' }] };
const REQUIRED = 'Fields marked with an asterisk are required';

function renderForm(path = '/en/st/contactus', props: Parameters<typeof ContactForm>[0] = {}) {
  return renderPage(<ContactForm {...props} />, { path, namespaces });
}

/** Fills the form the way a paste would (typing 60 characters one by one is slow and tests nothing more). */
async function fillValid(_user: unknown, values: { fullName?: string; mobile?: string; body?: string; email?: string } = {}) {
  const set = (label: RegExp, value: string) => {
    const el = screen.getByLabelText(label);
    fireEvent.focus(el);
    fireEvent.change(el, { target: { value } });
    fireEvent.blur(el);
  };
  set(/Full name|نام و نام خانوادگی/, values.fullName ?? 'Sara Ahmadi');
  set(/Mobile number|شماره موبایل/, values.mobile ?? '09121234567');
  if (values.email) set(/Email|ایمیل/, values.email);
  set(/Message|متن پیام/, values.body ?? 'Please visit our warehouse.');
}

jest.setTimeout(20000);

beforeEach(() => {
  resetPage();
  jest.useRealTimers();
});

describe('ContactForm', () => {
  it('shows the required-fields text under each required field when sent empty, and sends nothing', async () => {
    const api = fakeApi({ '/api/contact/groups': () => groups, '/api/form/postForm': () => ({ data: { id: 1 } }) });
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(screen.getAllByText(REQUIRED)).toHaveLength(3));
    expect(screen.getByLabelText(/Full name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'false');
    expect(api.callsTo('/api/form/postForm')).toHaveLength(0);
  });

  it('validates 300 ms after the last keystroke, not before', async () => {
    jest.useFakeTimers();
    fakeApi({ '/api/contact/groups': () => groups });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderForm();
    const mobile = screen.getByLabelText(/Mobile number/);
    await user.type(mobile, '0912');
    await user.tab();
    await act(async () => {
      jest.advanceTimersByTime(250);
    });
    await user.type(mobile, '3'); // a keystroke restarts the 300 ms wait
    await act(async () => {
      jest.advanceTimersByTime(250);
    });
    expect(screen.queryByText(/Not a valid mobile number/)).not.toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(49);
    });
    expect(screen.queryByText(/Not a valid mobile number/)).not.toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.getByText(/Not a valid mobile number/)).toBeInTheDocument();
    jest.useRealTimers();
  });

  it('checks a filled email and a malformed mobile before sending', async () => {
    const api = fakeApi({ '/api/contact/groups': () => groups });
    const user = userEvent.setup();
    renderForm();
    await fillValid(user, { mobile: '0812345678', email: 'not-an-email' });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Not a valid mobile number (e.g. 09123456789)')).toBeInTheDocument();
    expect(screen.getByText('Not a valid email address')).toBeInTheDocument();
    expect(api.callsTo('/api/form/postForm')).toHaveLength(0);
  });

  it('sends the spec fields (Persian digits accepted), shows a green toast and clears the fields', async () => {
    const api = fakeApi({
      '/api/contact/groups': () => ({ data: [{ id: 1, title: 'مشاوره‌ی رایگان و بازدید از پروژه' }, { id: 3, title: 'شارژ و سرویس' }] }),
      '/api/form/postForm': () => ({ data: { id: 42 }, messages: [{ item1: 'ثبت شد' }] }),
    });
    const toasts = collectToasts();
    const user = userEvent.setup();
    renderForm('/st/contactus');
    await fillValid(user, { fullName: 'مریم رضایی', mobile: '۰۹۱۲۱۲۳۴۵۶۷', body: 'بازدید از انبار', email: 'maryam@example.com' });
    await waitFor(() => expect(screen.getByRole('option', { name: 'شارژ و سرویس' })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText('موضوع'), '3');
    await user.click(screen.getByRole('button', { name: 'ارسال پیام' }));
    await waitFor(() => expect(api.callsTo('/api/form/postForm')).toHaveLength(1));
    const call = api.callsTo('/api/form/postForm')[0];
    expect(call.init?.method).toBe('POST');
    expect(call.url.searchParams.get('lang')).toBe('fa');
    expect(call.body).toMatchObject({
      fullName: 'مریم رضایی',
      mobile: '۰۹۱۲۱۲۳۴۵۶۷',
      email: 'maryam@example.com',
      body: 'بازدید از انبار',
      contactUsGroupId: 3,
      fileId: null,
      title: 'شارژ و سرویس',
      sendDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    await waitFor(() => expect(toasts).toContainEqual({ message: 'پیام شما ثبت شد. کارشناسان ما به‌زودی با شما تماس می‌گیرند.', variant: 'success' }));
    await waitFor(() => expect(screen.getByLabelText(/نام و نام خانوادگی/)).toHaveValue(''));
    expect(screen.getByLabelText(/شماره موبایل/)).toHaveValue('');
    expect(screen.getByLabelText(/متن پیام/)).toHaveValue('');
    expect(screen.getByLabelText('موضوع')).toHaveValue('1');
    // cleared fields are not shown as errors
    expect(screen.queryByText('پر کردن فیلدهای ستاره‌دار الزامی است')).not.toBeInTheDocument();
  });

  it('sends at once when the visitor clicks right after typing, even though the empty form was invalid a moment ago', async () => {
    const api = fakeApi({ '/api/contact/groups': () => groups, '/api/form/postForm': () => ({ data: { id: 2 } }) });
    renderForm();
    // the debounced validation of the empty form has finished: its errors are known
    await act(async () => {
      await new Promise((r) => setTimeout(r, 400));
    });
    await fillValid(null);
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(api.callsTo('/api/form/postForm')).toHaveLength(1));
  });

  it('blocks sending while a submission runs: one request however often it is clicked', async () => {
    const pending = deferred<FakeAnswer>();
    const api = fakeApi({ '/api/contact/groups': () => groups, '/api/form/postForm': () => pending.promise });
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    const button = screen.getByRole('button', { name: 'Send message' });
    await user.click(button);
    await waitFor(() => expect(screen.getByRole('button', { name: /Sending/ })).toBeDisabled());
    fireEvent.click(screen.getByRole('button', { name: /Sending/ }));
    fireEvent.submit(screen.getByTestId('contact-form'));
    await act(async () => {
      await new Promise((r) => setTimeout(r, 350));
    });
    expect(api.callsTo('/api/form/postForm')).toHaveLength(1);
    expect(screen.getByLabelText(/Full name/)).toBeDisabled();
    await act(async () => pending.resolve({ data: { id: 7 } }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled());
    expect(api.callsTo('/api/form/postForm')).toHaveLength(1);
  });

  it('shows each server message as a red toast and keeps what the visitor typed', async () => {
    fakeApi({
      '/api/contact/groups': () => groups,
      '/api/form/postForm': () => ({ status: 400, messages: [{ item1: 'The mobile number is not valid.' }, { item1: 'The email address is not valid.' }] }),
    });
    const toasts = collectToasts();
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(toasts).toEqual([
        { message: 'The mobile number is not valid.', variant: 'error' },
        { message: 'The email address is not valid.', variant: 'error' },
      ]),
    );
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Sara Ahmadi');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  it('says the shopper is offline when no answer comes, and keeps what was typed', async () => {
    const api = fakeApi({ '/api/contact/groups': () => groups });
    api.fetch.mockImplementation(async (input: RequestInfo | URL) => {
      if (String(input).includes('/api/form/postForm')) throw new TypeError('Failed to fetch');
      return { ok: true, status: 200, json: async () => ({ isSuccess: true, data: groups.data, messages: [] }) } as Response;
    });
    const toasts = collectToasts();
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(toasts).toEqual([{ message: 'You are offline. What you entered is kept; send it again once you are back online.', variant: 'error' }]));
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Sara Ahmadi');
  });

  it('has a six-row message box and a fixed group without a subject picker in the consultation variant', async () => {
    const api = fakeApi({ '/api/form/postForm': () => ({ data: { id: 1 } }) });
    const user = userEvent.setup();
    renderForm('/en', { fixedGroupId: 1, idPrefix: 'consultation' });
    expect(screen.getByLabelText(/Message/)).toHaveAttribute('rows', String(MESSAGE_ROWS));
    expect(MESSAGE_ROWS).toBe(6);
    expect(screen.queryByLabelText('Subject')).not.toBeInTheDocument();
    expect(api.callsTo('/api/contact/groups')).toHaveLength(0);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(api.callsTo('/api/form/postForm')).toHaveLength(1));
    expect(api.callsTo('/api/form/postForm')[0].body).toMatchObject({ contactUsGroupId: 1, title: 'Free consultation and project visit' });
  });

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

  describe('attachment', () => {
    const file = (name: string, type = 'application/pdf') => new File(['%PDF-1.4 test'], name, { type });

    it('uploads only the first selected file, does nothing without one, never twice at once, and sends its id', async () => {
      const upload = deferred<FakeAnswer>();
      const api = fakeApi({
        '/api/contact/groups': () => groups,
        '/api/upload/file': () => upload.promise,
        '/api/form/postForm': () => ({ data: { id: 5 } }),
      });
      const user = userEvent.setup();
      renderForm();
      const input = screen.getByTestId('contact-file') as HTMLInputElement;

      fireEvent.change(input, { target: { files: [] } });
      expect(api.callsTo('/api/upload/file')).toHaveLength(0);

      fireEvent.change(input, { target: { files: [file('plan.pdf'), file('second.pdf')] } });
      await waitFor(() => expect(api.callsTo('/api/upload/file')).toHaveLength(1));
      const sent = api.callsTo('/api/upload/file')[0].init?.body as FormData;
      expect((sent.get('file') as File).name).toBe('plan.pdf');

      // while it runs: no second upload, and the form cannot be sent
      fireEvent.change(input, { target: { files: [file('other.pdf')] } });
      expect(api.callsTo('/api/upload/file')).toHaveLength(1);
      expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();

      await act(async () => upload.resolve({ data: { id: 31, url: '/api/files/abc.pdf' } }));
      expect(await screen.findByText('plan.pdf')).toBeInTheDocument();
      await fillValid(user);
      await user.click(screen.getByRole('button', { name: 'Send message' }));
      await waitFor(() => expect(api.callsTo('/api/form/postForm')).toHaveLength(1));
      expect(api.callsTo('/api/form/postForm')[0].body).toMatchObject({ fileId: 31 });
      // cleared with the other fields
      await waitFor(() => expect(screen.queryByText('plan.pdf')).not.toBeInTheDocument());
    });

    it('shows the server’s refusal as a red toast and attaches nothing', async () => {
      fakeApi({
        '/api/contact/groups': () => groups,
        '/api/upload/file': () => ({ status: 400, messages: [{ item1: 'This file type is not allowed. Allowed: pdf, jpg.' }] }),
      });
      const toasts = collectToasts();
      renderForm();
      fireEvent.change(screen.getByTestId('contact-file'), { target: { files: [file('evil.png', 'image/png')] } });
      await waitFor(() => expect(toasts).toEqual([{ message: 'This file type is not allowed. Allowed: pdf, jpg.', variant: 'error' }]));
      expect(screen.queryByTestId('contact-file-name')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Attach a file (drawing, photo or PDF)' })).toBeEnabled();
    });

    it('refuses a file over 5 MB before uploading it', async () => {
      const api = fakeApi({ '/api/contact/groups': () => groups });
      const toasts = collectToasts();
      renderForm();
      const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.pdf', { type: 'application/pdf' });
      fireEvent.change(screen.getByTestId('contact-file'), { target: { files: [big] } });
      expect(toasts).toEqual([{ message: 'The file is larger than 5 MB.', variant: 'error' }]);
      expect(api.callsTo('/api/upload/file')).toHaveLength(0);
      await screen.findByRole('option', { name: 'Price inquiry and equipment purchase' });
    });

    it('lets the visitor remove the attachment', async () => {
      const api = fakeApi({
        '/api/contact/groups': () => groups,
        '/api/upload/file': () => ({ data: { id: 9, url: '/api/files/x.pdf' } }),
        '/api/form/postForm': () => ({ data: { id: 1 } }),
      });
      const user = userEvent.setup();
      renderForm();
      fireEvent.change(screen.getByTestId('contact-file'), { target: { files: [file('plan.pdf')] } });
      await user.click(await screen.findByRole('button', { name: 'Remove the attached file' }));
      expect(screen.queryByText('plan.pdf')).not.toBeInTheDocument();
      await fillValid(user);
      await user.click(screen.getByRole('button', { name: 'Send message' }));
      await waitFor(() => expect(api.callsTo('/api/form/postForm')).toHaveLength(1));
      expect(api.callsTo('/api/form/postForm')[0].body).toMatchObject({ fileId: null });
    });
  });
});
