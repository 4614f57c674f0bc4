import type { StaffResearchCategory } from '@exitcraft/shared/schemas/staff';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../test/fake-api.ts';
import { inRouter, renderWithQuery } from '../../../../test/render.tsx';
import { ResearchPage } from './research-page.tsx';

const owner: StaffResearchCategory = {
  id: 4,
  position: 1,
  category: 'Owner dependence',
  research_points: [
    {
      name: 'Buyers discount dependence',
      statistics: [
        { context: '58% of buyers discount a business that depends on its owner.', URL: 'https://example.org/a' },
        { context: 'Deals take longer.', URL: 'https://example.org/b' },
      ],
    },
    { name: 'Succession', statistics: [{ context: 'Few owners plan it.', URL: 'https://example.org/c' }] },
  ],
};
const unnamed: StaffResearchCategory = {
  id: 5,
  position: 2,
  category: '',
  research_points: [{ name: 'General', statistics: [{ context: 'One fact.', URL: 'https://example.org/d' }] }],
};

const renderPage = () => renderWithQuery(inRouter(<ResearchPage />, '/staff/research'));

beforeEach(() => {
  localStorage.setItem('access_token', 'token');
});

/**
 * Types a value as one paste, not key by key: the form re-validates its field array on each
 * change, and a long text typed a key at a time made a test's time grow with its text.
 */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

describe('ResearchPage', () => {
  it('lists the categories with their points and statistics', async () => {
    fakeApi({ 'GET /staff/research/': () => [200, { categories: [owner, unnamed] }] });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Owner dependence' })).toBeInTheDocument();
    expect(screen.getByText('2 points, 3 statistics')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '(shown under All only)' })).toBeInTheDocument();
    expect(screen.getByText('1 point, 1 statistic')).toBeInTheDocument();
  });

  it('names the first problem in the form’s alert, and sends nothing while one is left', async () => {
    const { called } = fakeApi({
      'GET /staff/research/': () => [200, { categories: [] }],
      'POST /staff/research/': (body) => [201, { id: 9, position: 1, ...(body as object) }],
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add category' }));
    const form = await screen.findByRole('dialog', { name: 'Add a research category' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'research_points › 0 › name: A research point needs a "name".',
    );

    await fill(user, within(form).getByLabelText('Category (empty: shown under All only)'), 'Valuation');
    await fill(user, within(form).getByLabelText('Point 1 name'), 'Multiples');
    await fill(user, within(form).getByLabelText('Statistic 1 of point 1'), 'Pay more.');
    await fill(user, within(form).getByLabelText('Source (https) of statistic 1, point 1'), 'http://e.org/x');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(form).getByRole('alert')).toHaveTextContent(
        'research_points › 0 › statistics › 0 › URL: URL must be empty or an https:// link.',
      ),
    );

    await user.clear(within(form).getByLabelText('Source (https) of statistic 1, point 1'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(form).getByRole('alert')).toHaveTextContent('Every statistic needs its https:// source URL.'),
    );
    expect(called('POST /staff/research/')).toHaveLength(0);
  });

  it('sends a good category as the body, a second statistic added and an empty point removed', async () => {
    const { called } = fakeApi({
      'GET /staff/research/': () => [200, { categories: [] }],
      'POST /staff/research/': (body) => [201, { id: 9, position: 1, ...(body as object) }],
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add category' }));
    const form = await screen.findByRole('dialog', { name: 'Add a research category' });
    await fill(user, within(form).getByLabelText('Category (empty: shown under All only)'), 'Valuation');
    await fill(user, within(form).getByLabelText('Point 1 name'), 'Multiples');
    await fill(user, within(form).getByLabelText('Statistic 1 of point 1'), 'Pay more.');
    await fill(user, within(form).getByLabelText('Source (https) of statistic 1, point 1'), 'https://e.org/x');
    await user.click(within(form).getByRole('button', { name: 'Add a statistic to point 1' }));
    await fill(user, within(form).getByLabelText('Statistic 2 of point 1'), 'Fast.');
    await fill(user, within(form).getByLabelText('Source (https) of statistic 2, point 1'), 'https://e.org/y');
    await user.click(within(form).getByRole('button', { name: 'Add a point' }));
    await user.click(within(form).getByRole('button', { name: 'Remove point 2' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(called('POST /staff/research/')).toHaveLength(1));
    expect(called('POST /staff/research/')[0]?.body).toEqual({
      category: 'Valuation',
      research_points: [
        {
          name: 'Multiples',
          statistics: [
            { context: 'Pay more.', URL: 'https://e.org/x' },
            { context: 'Fast.', URL: 'https://e.org/y' },
          ],
        },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('edits a category from what it holds and sends the whole of it back', async () => {
    const { called } = fakeApi({
      'GET /staff/research/': () => [200, { categories: [owner] }],
      'PUT /staff/research/4/': (body) => [200, { id: 4, position: 1, ...(body as object) }],
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Owner dependence' }));
    const form = await screen.findByRole('dialog', { name: 'Edit research category' });
    expect(within(form).getByLabelText('Point 2 name')).toHaveValue('Succession');
    await user.click(within(form).getByRole('button', { name: 'Remove statistic 2 of point 1' }));
    const name = within(form).getByLabelText('Category (empty: shown under All only)');
    await user.clear(name);
    await fill(user, name, 'Owner reliance');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(called('PUT /staff/research/4/')).toHaveLength(1));
    expect(called('PUT /staff/research/4/')[0]?.body).toEqual({
      category: 'Owner reliance',
      research_points: [
        { name: 'Buyers discount dependence', statistics: [owner.research_points[0]?.statistics[0]] },
        owner.research_points[1],
      ],
    });
  });

  it('removes a category only after the dialog is confirmed, and shows a failure there', async () => {
    const { called } = fakeApi({
      'GET /staff/research/': () => [200, { categories: [owner] }],
      'DELETE /staff/research/4/': () => [404, { code: 'not_found', message: 'No research category with that id.' }],
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Remove Owner dependence' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this category' });
    expect(dialog).toHaveTextContent('“Owner dependence” and its 2 points disappear');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(called('DELETE /staff/research/4/')).toHaveLength(1));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No research category with that id.');
  });
});
