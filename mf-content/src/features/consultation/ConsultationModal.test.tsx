import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, collectToasts, fakeApi, resetPage } from 'shared-lib/test-utils';
import { namespaces } from '../../test/namespaces';
import { ConsultationModal, resetConsultationForTests } from './ConsultationModal';
import { CONSULTATION_DISMISSED_KEY } from './dismissal';

jest.setTimeout(20000);

/** A page 3000 px tall in an 800 px window: 2200 px of scrolling. */
function setPage(scrollHeight = 3000, innerHeight = 800) {
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: scrollHeight });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: innerHeight });
}

async function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  fireEvent.scroll(window);
  // the check runs on the next animation frame
  await act(async () => {
    await new Promise((r) => setTimeout(r, 40));
  });
}

const invitationFa = 'برای دریافت مشاوره‌ی رایگان و هماهنگی بازدید کارشناسان ما از پروژه‌ی شما، فرم زیر را تکمیل کنید. در کمتر از یک روز کاری با شما تماس می‌گیریم.';

beforeEach(() => {
  window.localStorage.clear();
  resetConsultationForTests();
  resetPage();
  setPage();
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
});

describe('ConsultationModal', () => {
  it('stays closed below half of the page and opens at half, with the Persian invitation and the contact form', async () => {
    renderPage(<ConsultationModal />, { path: '/services', namespaces });
    await scrollTo(1000); // 45 %
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await scrollTo(1100); // 50 %
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleName('مشاوره‌ی رایگان و بازدید از پروژه');
    expect(screen.getByTestId('consultation-invitation')).toHaveTextContent(invitationFa);
    expect(screen.getByLabelText(/شماره موبایل/)).toBeInTheDocument();
    // group 1 is fixed: no subject to pick
    expect(screen.queryByLabelText('موضوع')).not.toBeInTheDocument();
  });

  it('opens when it mounts on a page already scrolled past half (the shell mounts it at the first interaction)', async () => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 1500 }); // 68 %
    renderPage(<ConsultationModal />, { path: '/en/services', namespaces });
    expect(await screen.findByRole('dialog')).toHaveAccessibleName('Free consultation and project visit');
  });

  it('does not open when it mounts above half of the page', async () => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 600 });
    renderPage(<ConsultationModal />, { path: '/en/services', namespaces });
    await act(async () => {
      await new Promise((r) => setTimeout(r, 40));
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('never opens on a page that does not scroll', async () => {
    setPage(700, 800);
    renderPage(<ConsultationModal />, { path: '/en/about', namespaces });
    await scrollTo(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with Escape, stores the flag and never appears again, not even after a reload', async () => {
    const user = userEvent.setup();
    const first = renderPage(<ConsultationModal />, { path: '/en/services', namespaces });
    await scrollTo(2000);
    expect(await screen.findByRole('dialog')).toHaveAccessibleName('Free consultation and project visit');
    // keyboard: focus is inside the dialog and Escape closes it
    await waitFor(() => expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.localStorage.getItem(CONSULTATION_DISMISSED_KEY)).toBe('1');

    await scrollTo(0);
    await scrollTo(2100);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // a new page load
    first.unmount();
    resetConsultationForTests();
    renderPage(<ConsultationModal />, { path: '/en/about', namespaces });
    await scrollTo(0);
    await scrollTo(2200);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with its close button too', async () => {
    const user = userEvent.setup();
    renderPage(<ConsultationModal />, { path: '/en/services', namespaces });
    await scrollTo(1500);
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.localStorage.getItem(CONSULTATION_DISMISSED_KEY)).toBe('1');
  });

  it('opens only once per page load even when the layout mounts it again', async () => {
    const first = renderPage(<ConsultationModal />, { path: '/en/services', namespaces });
    await scrollTo(1500);
    await screen.findByRole('dialog');
    first.unmount(); // navigation to another page of the default layout
    renderPage(<ConsultationModal />, { path: '/en/about', namespaces });
    await scrollTo(0);
    await scrollTo(1800);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends group 1 and closes for good after a successful request', async () => {
    const api = fakeApi({ '/api/form/postForm': () => ({ data: { id: 3 } }) });
    const toasts = collectToasts();
    const user = userEvent.setup();
    renderPage(<ConsultationModal />, { path: '/en/services', namespaces });
    await scrollTo(1500);
    await screen.findByRole('dialog');
    for (const [label, value] of [
      [/Full name/, 'Reza'],
      [/Mobile number/, '+989121234567'],
      [/Message/, 'Visit our site please'],
    ] as const) {
      const el = screen.getByLabelText(label);
      fireEvent.change(el, { target: { value } });
      fireEvent.blur(el);
    }
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(api.callsTo('/api/form/postForm')).toHaveLength(1));
    expect(api.callsTo('/api/form/postForm')[0].body).toMatchObject({ contactUsGroupId: 1, mobile: '+989121234567' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toasts.map((t) => t.variant)).toEqual(['success']);
    expect(window.localStorage.getItem(CONSULTATION_DISMISSED_KEY)).toBe('1');
  });

  it('takes a preferred visit date in Persian (today at the earliest) and sends it in the stored format', async () => {
    const api = fakeApi({ '/api/form/postForm': () => ({ data: { id: 4 } }) });
    renderPage(<ConsultationModal />, { path: '/services', namespaces });
    await scrollTo(1500);
    const modal = await screen.findByRole('dialog');
    const field = within(modal).getByRole('textbox', { name: /تاریخ پیشنهادی بازدید/ });
    expect(field).toHaveAttribute('placeholder', 'لطفاً تاریخ را انتخاب کنید');
    fireEvent.click(await within(modal).findByRole('button', { name: 'انتخاب تاریخ از تقویم' }, { timeout: 15000 }));
    const picker = await screen.findByRole('dialog', { name: 'انتخاب تاریخ' });
    // the Persian calendar: weeks from Saturday; yesterday is disabled
    expect(within(picker).getAllByRole('columnheader')[0]).toHaveAccessibleName('شنبه');
    const persian = (opts: Intl.DateTimeFormatOptions, d: Date) => new Intl.DateTimeFormat('fa-IR-u-ca-persian', opts).format(d);
    const yesterday = new Date(Date.now() - 86_400_000);
    if (persian({ month: 'numeric' }, yesterday) === persian({ month: 'numeric' }, new Date())) {
      expect(within(picker).getByRole('gridcell', { name: persian({ day: 'numeric' }, yesterday) })).toBeDisabled();
    }
    fireEvent.click(within(picker).getByRole('button', { name: 'اکنون' }));
    fireEvent.click(within(picker).getByRole('button', { name: 'تایید' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'انتخاب تاریخ' })).not.toBeInTheDocument());
    const today = new Date();
    const stored = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    const shown = new Intl.DateTimeFormat('fa-IR-u-ca-persian', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(today);
    expect(within(modal).getByRole('textbox', { name: /تاریخ پیشنهادی بازدید/ })).toHaveValue(shown);
    for (const [label, value] of [
      [/نام و نام خانوادگی/, 'رضا'],
      [/شماره موبایل/, '09121234567'],
      [/متن پیام/, 'لطفاً از پروژه بازدید کنید'],
    ] as const) {
      const el = within(modal).getByLabelText(label);
      fireEvent.change(el, { target: { value } });
      fireEvent.blur(el);
    }
    fireEvent.click(within(modal).getByRole('button', { name: 'ارسال پیام' }));
    await waitFor(() => expect(api.callsTo('/api/form/postForm')).toHaveLength(1));
    expect(api.callsTo('/api/form/postForm')[0].body).toMatchObject({ contactUsGroupId: 1, visitDate: stored });
  }, 60_000);

  it('stays away from the basket and the profile', async () => {
    for (const path of ['/basket', '/en/profile', '/en/profile/accountorder/5']) {
      const view = renderPage(<ConsultationModal />, { path, namespaces });
      await scrollTo(0);
      await scrollTo(2200);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      view.unmount();
    }
  });

  it('on a phone, rises from the bottom as a sheet and leaves the page in sight (not full screen)', async () => {
    const original = window.matchMedia;
    // a 360 px window: below MUI's `sm` (600 px)
    window.matchMedia = ((query: string) =>
      ({ matches: query.includes('max-width:599.95px'), media: query, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false }) as unknown as MediaQueryList) as typeof window.matchMedia;
    try {
      renderPage(<ConsultationModal />, { path: '/en/services', namespaces });
      await scrollTo(1100);
      const paper = (await screen.findByRole('dialog')).closest('.MuiDialog-paper');
      expect(paper).toHaveAttribute('data-sheet');
      expect(paper).not.toHaveClass('MuiDialog-paperFullScreen');
      expect(screen.getByRole('button', { name: 'Close' })).toBeVisible();
    } finally {
      window.matchMedia = original;
    }
  });

  it('does not open for a visitor who closed it before', async () => {
    window.localStorage.setItem(CONSULTATION_DISMISSED_KEY, '1');
    renderPage(<ConsultationModal />, { path: '/services', namespaces });
    await scrollTo(2200);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
