/** What every ContactForm test file shares: the contact groups, the form on a page, filling it validly. */
import { fireEvent, screen } from '@testing-library/react';
import { renderPage, resetPage } from 'shared-lib/test-utils';
import { namespaces } from '../../test/namespaces';
import { ContactForm } from './ContactForm';

export const groups = { data: [{ id: 1, title: 'Free consultation and project visit' }, { id: 2, title: 'Price inquiry and equipment purchase' }] };

export function renderForm(path = '/en/st/contactus', props: Parameters<typeof ContactForm>[0] = {}) {
  return renderPage(<ContactForm {...props} />, { path, namespaces });
}

/** Fills the form the way a paste would (typing 60 characters one by one is slow and tests nothing more). */
export async function fillValid(_user: unknown, values: { fullName?: string; mobile?: string; body?: string; email?: string } = {}) {
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

/** A fresh page on real timers before each test. */
export function resetEachTest() {
beforeEach(() => {
  resetPage();
  jest.useRealTimers();
});
}
