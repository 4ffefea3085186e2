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
