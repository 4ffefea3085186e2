import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { exampleData, fakeApi } from 'shared-lib/test-utils';
import { adminListProjects, adminListServices, adminListTestimonials } from 'contracts/admin-content';
import { renderAdmin, CONTENT } from '../../test/render';
import fa from './locales/fa.json';
import en from './locales/en.json';
import ProjectsPage from './ProjectsPage';

jest.setTimeout(30000);
const P = '/api/admin/content';
const PROJECTS = exampleData(adminListProjects);

test('adds a testimonial tied to a project (errors in English first, nothing sent) and removes a project after asking', async () => {
  const api = fakeApi({
    [`GET ${P}/projects`]: { data: PROJECTS },
    [`GET ${P}/testimonials`]: { data: exampleData(adminListTestimonials) },
    [`GET ${P}/services`]: { data: exampleData(adminListServices) },
    [`POST ${P}/testimonials`]: { data: exampleData(adminListTestimonials)[0] },
    [`DELETE ${P}/projects/3`]: { data: { id: 3 } },
  });
  renderAdmin(<ProjectsPage />, { path: '/en/admin/site-content/projects', me: CONTENT, namespaces: { 'admin-posts': { fa, en } } });
  const user = userEvent.setup();
  expect(await screen.findByText('Office tower')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Add a testimonial' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect((await within(dialog).findAllByText('Write it in Persian.')).length).toBeGreaterThan(0);
  expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  for (const [label, fa, en] of [['Name', 'سارا', 'Sara'], ['Position', 'مدیر', 'Manager'], ['Words', 'عالی', 'Great']]) {
    await user.type(within(dialog).getByLabelText(new RegExp(`^${label} in Persian`)), fa);
    await user.type(within(dialog).getByLabelText(new RegExp(`^${label} in English`)), en);
  }
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Project' }), '3');
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Rating' }), '4');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
    author: { fa: 'سارا', en: 'Sara', ru: null }, role: { fa: 'مدیر', en: 'Manager', ru: null }, quote: { fa: 'عالی', en: 'Great', ru: null }, rating: 4, projectId: 3, sortOrder: 0,
  }));

  await user.click(await screen.findByRole('button', { name: 'Remove Office tower' }));
  const confirm = await screen.findByRole('dialog', { name: 'Remove Office tower?' });
  await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
  await waitFor(() => expect(api.calls.some((c) => c.method === 'DELETE' && c.path === `${P}/projects/3`)).toBe(true));
});
