import { screen, waitFor } from '@testing-library/react';
import { renderPage, fakeApi, resetPage } from 'shared-lib/test-utils';
import { namespaces } from '../../test/namespaces';
import { ContactPage } from './ContactPage';

const info = {
  name: 'آتش‌ایمن',
  address: 'اصفهان، خیابان چهارباغ عباسی، پلاک ۸',
  postalCode: '8134567890',
  phones: ['031-32000000'],
  mobile: '09131112233',
  email: 'sales@isfahan-fire.example',
  workingHours: 'شنبه تا پنجشنبه',
  coordinates: { lat: 32.6539, lng: 51.666 },
};
const tiles = {
  tileUrl: '/api/contact/map-tiles/{z}/{x}/{y}',
  attribution: '© OpenStreetMap contributors',
  minZoom: 13,
  maxZoom: 18,
  bounds: { south: 32.6239, west: 51.636, north: 32.6839, east: 51.696 },
};

const open = (map: typeof tiles | null) => {
  fakeApi({ '/api/contact/info': () => ({ data: { ...info, map } }), '/api/contact/groups': () => ({ data: [{ id: 1, title: 'مشاوره' }] }) });
  renderPage(<ContactPage />, { path: '/st/contactus', namespaces });
};

beforeEach(() => resetPage());

describe('the contact page’s map', () => {
  it('is the drawn map, naming the configured address, when no tile server is configured', async () => {
    open(null);
    const map = await screen.findByTestId('contact-map', {}, { timeout: 10000 });
    expect(screen.getByRole('img', { name: `نقشه‌ی موقعیت دفتر: ${info.address}` })).toBeInTheDocument();
    expect(map).toHaveTextContent(info.address);
    expect(map.querySelector('.leaflet-container')).toBeNull();
    expect(screen.queryByTestId('contact-map-tiles')).toBeNull();
  }, 20000);

  it('is a Leaflet map of the api’s tiles when a tile server is configured: a labelled region the keyboard reaches, the marker naming the office', async () => {
    open(tiles);
    const region = await screen.findByRole('region', { name: `نقشه‌ی موقعیت دفتر: ${info.address}` }, { timeout: 10000 });
    await waitFor(() => expect(region).toHaveClass('leaflet-container'));
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveAttribute('dir', 'ltr');
    // the drawing is gone once the tiles are up; the marker carries the name and address
    await waitFor(() => expect(screen.queryByRole('img', { name: `نقشه‌ی موقعیت دفتر: ${info.address}` })).toBeNull());
    // still Leaflet's after the page re-rendered (its classes hold the map's layout: clipping, panes)
    expect(region).toHaveClass('leaflet-container');
    expect(screen.getByRole('img', { name: `${info.name}: ${info.address}` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'بزرگ‌نمایی نقشه' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'کوچک‌نمایی نقشه' })).toBeInTheDocument();
    expect(region).toHaveTextContent('© OpenStreetMap contributors');
    // the address stays as text under the map
    expect(screen.getByTestId('map-address')).toHaveTextContent(info.address);
  }, 20000);

  it('shows the credit as text, never as markup', async () => {
    open({ ...tiles, attribution: '<img src=x onerror=alert(1)>Tiles' });
    const region = await screen.findByRole('region', { name: `نقشه‌ی موقعیت دفتر: ${info.address}` }, { timeout: 10000 });
    await waitFor(() => expect(region).toHaveClass('leaflet-container'));
    expect(region.querySelector('img[src="x"]')).toBeNull();
    expect(region).toHaveTextContent('<img src=x onerror=alert(1)>Tiles');
  }, 20000);
});
