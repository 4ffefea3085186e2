import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, fakeApi, resetPage } from 'shared-lib/test-utils';
import { namespaces } from '../../test/namespaces';
import { ServicePage } from './ServicePage';

const service = {
  id: 1,
  label: 'fire-alarm-system',
  title: 'Fire alarm systems',
  summary: 'Design and installation',
  cover: '/api/content/covers/alarm-panel-1.svg',
  body: '<h2>What we do</h2><ul><li>Survey</li></ul>',
  faqs: [{ question: 'Conventional or addressable?', answer: 'It depends on the building.' }],
  others: [{ id: 2, label: 'fire-extinguishing-system', title: 'Fire extinguishing systems', summary: 's', cover: '/api/content/covers/sprinkler-1.svg' }],
};

beforeEach(() => resetPage());

describe('ServicePage', () => {
  it('shows the service, opens its FAQ by keyboard and links the other services and the consultation', async () => {
    const api = fakeApi({ '/api/services/fire-alarm-system': () => ({ data: service }) });
    const user = userEvent.setup();
    renderPage(<ServicePage />, { path: '/en/services/fire-alarm-system', routePath: '/en/services/:label', namespaces });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fire alarm systems' })).toBeInTheDocument();
    expect(api.calls[0].url.searchParams.get('lang')).toBe('en');
    const question = screen.getByRole('button', { name: 'Conventional or addressable?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    act(() => question.focus());
    await user.keyboard('{Enter}');
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: /Fire extinguishing systems/ })).toHaveAttribute('href', '/en/services/fire-extinguishing-system');
    expect(screen.getByRole('link', { name: /Request a free consultation/ })).toHaveAttribute('href', '/en/st/contactus');
  });

  it('shows 404 for an unknown service', async () => {
    fakeApi({ '/api/services/space-travel': () => ({ status: 404, messages: [{ item1: 'The service was not found.' }] }) });
    renderPage(<ServicePage />, { path: '/services/space-travel', routePath: '/services/:label', namespaces });
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });
});
