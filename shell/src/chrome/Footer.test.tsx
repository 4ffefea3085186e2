import { screen } from '@testing-library/react';
import { fakeApi, renderPage } from 'shared-lib/test-utils';
import { configureApi } from 'shared-lib/api';
import { invalidateResource } from 'shared-lib/data';
import fa from '../locales/fa.json';
import en from '../locales/en.json';
import { Footer } from './Footer';

const info = (lang: string) => ({
  name: lang === 'fa' ? 'آتش‌ایمن' : 'Atash Imen',
  address: lang === 'fa' ? 'اصفهان، خیابان چهارباغ، پلاک 45' : '45 Chaharbagh St, Isfahan',
  postalCode: '8173600000',
  phones: ['031-32000000', '031-32000001'],
  mobile: '09120000000',
  email: 'info@example.ir',
  workingHours: '',
  coordinates: { lat: 32.65, lng: 51.67 },
  map: null,
});

describe('the footer', () => {
  beforeEach(() => invalidateResource(''));
  afterEach(() => configureApi({ fetch: undefined }));

  it('shows the address and phone the operator set, in Persian digits in fa, the phone a tel: link', async () => {
    const api = fakeApi({ 'GET /api/contact/info': (req) => ({ data: info(req.query.get('lang') ?? 'fa') }) });
    renderPage(<Footer />, { path: '/', namespaces: { shell: { fa, en } } });
    expect(await screen.findByTestId('footer-address')).toHaveTextContent('اصفهان، خیابان چهارباغ، پلاک ۴۵');
    const phone = screen.getByTestId('footer-phone');
    expect(phone).toHaveTextContent('۰۳۱-۳۲۰۰۰۰۰۰');
    expect(phone).toHaveAttribute('href', 'tel:03132000000');
    expect(api.called('GET /api/contact/info')[0].query.get('lang')).toBe('fa');
  });

  it('in English, the English address', async () => {
    fakeApi({ 'GET /api/contact/info': (req) => ({ data: info(req.query.get('lang') ?? 'fa') }) });
    renderPage(<Footer />, { path: '/en', namespaces: { shell: { fa, en } } });
    expect(await screen.findByTestId('footer-address')).toHaveTextContent('45 Chaharbagh St, Isfahan');
    expect(screen.getByTestId('footer-phone')).toHaveTextContent('031-32000000');
  });

  it('dates the copyright in the page’s calendar: 1405 in Persian until Nowruz 2027, then 1406; 2027 in English', async () => {
    jest.useFakeTimers({ now: new Date('2027-02-01T12:00:00Z'), doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'queueMicrotask'] });
    try {
      fakeApi({ 'GET /api/contact/info': (req) => ({ data: info(req.query.get('lang') ?? 'fa') }) });
      const persian = renderPage(<Footer />, { path: '/', namespaces: { shell: { fa, en } } });
      expect(persian.container).toHaveTextContent('© ۱۴۰۵');
      persian.unmount();
      const english = renderPage(<Footer />, { path: '/en', namespaces: { shell: { fa, en } } });
      expect(english.container).toHaveTextContent('© 2027');
      english.unmount();
      jest.setSystemTime(new Date('2027-03-22T12:00:00Z'));
      const afterNowruz = renderPage(<Footer />, { path: '/', namespaces: { shell: { fa, en } } });
      expect(afterNowruz.container).toHaveTextContent('© ۱۴۰۶');
      // gone before its contact details arrive, which would otherwise update it after the test
      afterNowruz.unmount();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows no contact details rather than possibly outdated ones when the api cannot answer', async () => {
    fakeApi({ 'GET /api/contact/info': { status: 503 } });
    renderPage(<Footer />, { path: '/en', namespaces: { shell: { fa, en } } });
    expect(await screen.findByText('Contact us')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('footer-address')).toBeNull();
    expect(screen.getByText('Links')).toBeInTheDocument();
  });
});
