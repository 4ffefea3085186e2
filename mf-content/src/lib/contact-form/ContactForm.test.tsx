import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { collectToasts, deferred, fakeApi, type FakeAnswer } from 'shared-lib/test-utils';
import { MESSAGE_ROWS } from './ContactForm';
import { fillValid, groups, renderForm, resetEachTest } from './contact-form-test-helpers';

const REQUIRED = 'Fields marked with an asterisk are required';

jest.setTimeout(20000);
resetEachTest();

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
});
