import { screen } from '@testing-library/react';
import { renderPage, fakeApi, resetPage } from 'shared-lib/test-utils';
import { namespaces } from '../../test/namespaces';
import { ContactPage } from './ContactPage';

const info = {
  name: 'آتش‌ایمن',
  address: 'تهران، خیابان آزادی، پلاک ۱۲۰',
  postalCode: '1345673111',
  phones: ['021-66000000'],
  mobile: '09121234567',
  email: 'info@atashimen.example',
  workingHours: 'شنبه تا چهارشنبه',
  coordinates: { lat: 35.7009, lng: 51.3652 },
};

beforeEach(() => resetPage());

describe('ContactPage', () => {
  it('shows the form, the address, the phone and a map that carries the address without any tile server', async () => {
    const api = fakeApi({ '/api/contact/info': () => ({ data: info }), '/api/contact/groups': () => ({ data: [{ id: 1, title: 'مشاوره' }] }) });
    renderPage(<ContactPage />, { path: '/st/contactus', namespaces });
    expect(screen.getByRole('heading', { level: 1, name: 'تماس با ما' })).toBeInTheDocument();
    // (the first test to draw the form also loads the date picker's module, slow in jsdom)
    expect(await screen.findByTestId('contact-address', {}, { timeout: 10000 })).toHaveTextContent(info.address);
    const phone = screen.getByTestId('contact-phone');
    expect(phone).toHaveTextContent('۰۲۱-۶۶۰۰۰۰۰۰');
    expect(phone).toHaveAttribute('href', 'tel:02166000000');
    const map = screen.getByTestId('contact-map');
    expect(map).toHaveTextContent(info.address);
    expect(screen.getByRole('img', { name: `نقشه‌ی موقعیت دفتر: ${info.address}` })).toBeInTheDocument();
    expect(map.querySelector('img, iframe')).toBeNull();
    expect(screen.getByRole('link', { name: 'مسیریابی در نقشه' })).toHaveAttribute('href', expect.stringContaining('mlat=35.7009'));
    expect(screen.getByLabelText(/متن پیام/)).toHaveAttribute('rows', '6');
    expect(api.calls.every((c) => c.path.startsWith('/api/'))).toBe(true);
  });
});
