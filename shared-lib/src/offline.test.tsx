import { act, render, screen } from '@testing-library/react';
import { ApiError } from 'shared-lib/api';
import { getBus, resetBusForTests } from 'shared-lib/bus';
import { OFFLINE_ACTION_KEY, actionErrorMessages, isOfflineError, notifyIfOffline, retryWhenOnline, useOnline } from 'shared-lib/offline';
import fa from './locales/fa.json';
import en from './locales/en.json';

function setOnline(value: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => value });
  window.dispatchEvent(new Event(value ? 'online' : 'offline'));
}

afterEach(() => {
  setOnline(true);
  resetBusForTests();
});

function Status() {
  return <p>{useOnline() ? 'online' : 'offline'}</p>;
}

describe('being offline', () => {
  it('follows the connection as it drops and returns', () => {
    render(<Status />);
    expect(screen.getByText('online')).toBeInTheDocument();
    act(() => setOnline(false));
    expect(screen.getByText('offline')).toBeInTheDocument();
    act(() => setOnline(true));
    expect(screen.getByText('online')).toBeInTheDocument();
  });

  it('tells a request that got no answer from one the server refused', () => {
    expect(isOfflineError(new ApiError(0, []))).toBe(true);
    expect(isOfflineError(new ApiError(400, [{ item1: 'bad', item2: 'x' }]))).toBe(false);
    expect(isOfflineError(new ApiError(503, []))).toBe(false);
    expect(isOfflineError(new TypeError('Failed to fetch'))).toBe(true);
    expect(isOfflineError(new TypeError('x is not a function'))).toBe(false);
    expect(isOfflineError(new Error('boom'))).toBe(false);
    setOnline(false);
    expect(isOfflineError(new Error('boom'))).toBe(true);
  });

  it('tells the shopper why an action failed: offline in the page’s language, else the server’s words, else the generic message', () => {
    const inPersian = (key: string) => ({ 'common:offlineAction': fa.offlineAction, 'common:somethingWentWrong': fa.somethingWentWrong })[key] ?? key;
    // no answer at all: the offline message alone, not "something went wrong" nor "could not reach the server"
    expect(actionErrorMessages(new ApiError(0, []), inPersian)).toEqual([fa.offlineAction]);
    expect(actionErrorMessages(new TypeError('Failed to fetch'), inPersian)).toEqual([fa.offlineAction]);
    expect(fa.offlineAction).not.toBe(fa.networkError);
    // an answer that refused it: the server's messages as they came
    const refused = new ApiError(400, [
      { item1: 'فقط ۱ عدد موجود است.', item2: 'cart.stock' },
      { item1: 'second', item2: 'x' },
    ]);
    expect(actionErrorMessages(refused, inPersian)).toEqual(['فقط ۱ عدد موجود است.', 'second']);
    // an answer without a message, or a bug: the generic one
    expect(actionErrorMessages(new ApiError(502, []), inPersian)).toEqual([fa.somethingWentWrong]);
    expect(actionErrorMessages(new Error('boom'), inPersian)).toEqual([fa.somethingWentWrong]);
    // the browser says it is offline: whatever failed, the offline message; a refusal that came is still the server's
    setOnline(false);
    expect(actionErrorMessages(new Error('boom'), (key) => (key === OFFLINE_ACTION_KEY ? en.offlineAction : key))).toEqual([en.offlineAction]);
    expect(actionErrorMessages(refused, inPersian)).toEqual(['فقط ۱ عدد موجود است.', 'second']);
  });

  it('warns in the page’s language before an action that needs the network, and lets it go on online', () => {
    const toasts: Array<{ message: string; variant: string }> = [];
    getBus().subscribe('toast:show', (t) => toasts.push(t));
    const t = (key: string) => (key === OFFLINE_ACTION_KEY ? en.offlineAction : key);
    expect(notifyIfOffline(t)).toBe(false);
    expect(toasts).toEqual([]);
    setOnline(false);
    expect(notifyIfOffline(t)).toBe(true);
    expect(toasts).toEqual([{ message: en.offlineAction, variant: 'warning', description: undefined }]);
  });

  it('loads a lazy chunk again when the connection returns, instead of failing the page', async () => {
    setOnline(false);
    const load = jest.fn().mockRejectedValueOnce(new Error('Loading chunk 7 failed.')).mockResolvedValueOnce({ default: 'module' });
    const loaded = retryWhenOnline(load);
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
    setOnline(true);
    await expect(loaded).resolves.toEqual({ default: 'module' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('passes on a chunk failure while online', async () => {
    await expect(retryWhenOnline(() => Promise.reject(new Error('Loading chunk 7 failed.')))).rejects.toThrow('Loading chunk 7 failed.');
  });

  it('has the message in Persian and English', () => {
    expect(fa.offlineAction).toMatch(/اینترنت/);
    expect(en.offlineAction).toMatch(/offline/i);
  });
});
