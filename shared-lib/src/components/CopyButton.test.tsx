import { act, fireEvent, screen } from '@testing-library/react';
import { renderPage } from 'shared-lib/test-utils';
import { COPIED_INDICATOR_MS, CopyButton } from 'shared-lib/components/CopyButton';

const writeText = jest.fn<Promise<void>, [string]>();

beforeEach(() => {
  jest.useFakeTimers();
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
});
afterEach(() => jest.useRealTimers());

async function click(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

describe('the copy button', () => {
  it('copies the text and shows “copied” for 1500 ms, in English', async () => {
    renderPage(<CopyButton text="https://shop.example/en/pr/1/x" />, { path: '/en/pr/1/x' });
    await click('Copy link');
    expect(writeText).toHaveBeenCalledWith('https://shop.example/en/pr/1/x');
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    act(() => jest.advanceTimersByTime(COPIED_INDICATOR_MS - 1));
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(COPIED_INDICATOR_MS).toBe(1500);
  });

  it('speaks Persian on Persian pages, and a second copy starts the 1500 ms again', async () => {
    renderPage(<CopyButton text="x" />, { path: '/pr/1/x' });
    await click('کپی پیوند');
    expect(screen.getByRole('status')).toHaveTextContent('کپی شد');
    act(() => jest.advanceTimersByTime(1000));
    await click('کپی پیوند');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('status')).toHaveTextContent('کپی شد');
    act(() => jest.advanceTimersByTime(500));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('says so when the copy is refused', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    document.execCommand = jest.fn(() => false);
    renderPage(<CopyButton text="x" variant="text" label="Copy the address" />, { path: '/en' });
    await click('Copy the address');
    expect(screen.getByRole('status')).toHaveTextContent('Could not copy');
  });
});
