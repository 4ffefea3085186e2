import { act, fireEvent, screen } from '@testing-library/react';
import { renderPage } from 'shared-lib/test-utils';
import { configureApi } from 'shared-lib/api';
import { getBus, resetBusForTests } from 'shared-lib/bus';
import { FileUpload } from 'shared-lib/components/FileUpload';

const file = (name: string, size = 10) => new File(['x'.repeat(size)], name, { type: 'image/png' });

describe('FileUpload', () => {
  let release: () => void;
  const fetch = jest.fn(
    () =>
      new Promise<Response>((resolve) => {
        release = () => resolve({ ok: true, status: 200, json: async () => ({ isSuccess: true, data: { id: 3, url: '/api/files/a.png' }, messages: [] }) } as Response);
      }),
  );
  beforeEach(() => {
    resetBusForTests();
    fetch.mockClear();
    configureApi({ fetch: fetch as unknown as typeof globalThis.fetch });
  });
  afterEach(() => configureApi({ fetch: undefined }));

  it('uploads the first file with the image field, once, reporting busy, and shows its name', async () => {
    const onUploaded = jest.fn();
    const onBusyChange = jest.fn();
    renderPage(<FileUpload kind="image" onUploaded={onUploaded} onBusyChange={onBusyChange} />, { path: '/en/' });
    const input = screen.getByTestId('upload-image');
    fireEvent.change(input, { target: { files: [file('cheque.png'), file('other.png')] } });
    fireEvent.change(input, { target: { files: [file('second.png')] } }); // while the first runs: ignored
    expect(fetch).toHaveBeenCalledTimes(1);
    const body = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body as FormData;
    expect((body.get('PictureFile') as File).name).toBe('cheque.png');
    expect(onBusyChange).toHaveBeenLastCalledWith(true);
    await act(async () => release());
    expect(onUploaded).toHaveBeenCalledWith({ id: 3, url: '/api/files/a.png', name: 'cheque.png' });
    expect(onBusyChange).toHaveBeenLastCalledWith(false);
    expect(screen.getByText('cheque.png')).toBeInTheDocument();
  });

  it('blocks a second upload in another uploader of the page while one runs (spec §4), and lets it go after', async () => {
    const first = jest.fn();
    const second = jest.fn();
    renderPage(
      <>
        <FileUpload kind="file" label="Attach a file" onUploaded={first} inputTestId="first" />
        <FileUpload kind="image" label="Upload the cheque" onUploaded={second} inputTestId="second" />
      </>,
      { path: '/en/' },
    );
    fireEvent.change(screen.getByTestId('first'), { target: { files: [file('plan.pdf')] } });
    expect(fetch).toHaveBeenCalledTimes(1);
    // the other uploader waits, and says why
    const other = screen.getByRole('button', { name: 'Waiting for the other upload…' });
    expect(other).toBeDisabled();
    fireEvent.change(screen.getByTestId('second'), { target: { files: [file('cheque.png')] } });
    expect(fetch).toHaveBeenCalledTimes(1);
    await act(async () => release());
    expect(first).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Upload the cheque' })).toBeEnabled();
    fireEvent.change(screen.getByTestId('second'), { target: { files: [file('cheque.png')] } });
    expect(fetch).toHaveBeenCalledTimes(2);
    await act(async () => release());
    expect(second).toHaveBeenCalledWith(expect.objectContaining({ name: 'cheque.png' }));
  });

  it('does nothing without a file and refuses one over the limit with a red toast', () => {
    const toasts: string[] = [];
    getBus().subscribe('toast:show', (t) => toasts.push(`${t.variant}:${t.message}`));
    renderPage(<FileUpload kind="file" maxBytes={5} onUploaded={jest.fn()} />, { path: '/en/' });
    fireEvent.change(screen.getByTestId('upload-file'), { target: { files: [] } });
    fireEvent.change(screen.getByTestId('upload-file'), { target: { files: [file('big.pdf', 6)] } });
    expect(fetch).not.toHaveBeenCalled();
    expect(toasts).toEqual(['error:The file is too large.']);
  });
});
