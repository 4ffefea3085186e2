import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { collectToasts, deferred, fakeApi, type FakeAnswer } from 'shared-lib/test-utils';
import { fillValid, groups, renderForm, resetEachTest } from './contact-form-test-helpers';

jest.setTimeout(20000);
resetEachTest();

describe('ContactForm', () => {
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
