import { screen, waitFor } from '@testing-library/react';
import { renderPage } from 'shared-lib/test-utils';
import fa from './rich-text-locales/fa.json';
import en from './rich-text-locales/en.json';
import RichTextEditor from './RichTextEditor';

const namespaces = { 'rich-text': { fa, en } };

test('Persian: a labelled right-to-left editing area with the value, and a toolbar in Persian', async () => {
  renderPage(<RichTextEditor label="شرح به فارسی" dir="rtl" lang="fa" value="<p>کپسول پودری</p>" onChange={() => {}} />, { path: '/admin', namespaces });
  const area = await screen.findByRole('textbox', { name: 'شرح به فارسی' });
  expect(area).toHaveAttribute('dir', 'rtl');
  expect(area).toHaveAttribute('lang', 'fa');
  await waitFor(() => expect(area).toHaveTextContent('کپسول پودری'));
  expect(screen.getByRole('button', { name: 'پررنگ' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'فهرست شماره‌دار' })).toBeInTheDocument();
});

test('English: a new value from outside replaces the content without reporting a change', async () => {
  const onChange = jest.fn();
  const { rerender } = renderPage(<RichTextEditor label="Description" dir="ltr" value="<p>One</p>" onChange={onChange} />, { path: '/en/admin', namespaces });
  const area = await screen.findByRole('textbox', { name: 'Description' });
  expect(area).toHaveAttribute('dir', 'ltr');
  expect(screen.getByRole('button', { name: 'Bold' })).toBeInTheDocument();
  rerender(<RichTextEditor label="Description" dir="ltr" value="<p>Two</p>" onChange={onChange} />);
  await waitFor(() => expect(area).toHaveTextContent('Two'));
  expect(onChange).not.toHaveBeenCalled();
});
