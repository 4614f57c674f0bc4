import { coiPageCopy as copy } from '@exitcraft/shared/content/research';
import type { ResearchCategory } from '@exitcraft/shared/schemas/research';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ResearchBrowser } from './research-browser.tsx';

const drive = 'https://drive.google.com/file/d/1AbCdEfGhIjK_lmn-OPqrs/view?usp=sharing';
const list: ResearchCategory[] = [
  {
    category: 'Planning & Strategy',
    research_points: [
      { name: 'Plans', statistics: [{ context: 'Plans sentence.', URL: '' }] },
      {
        name: 'Teams',
        statistics: [
          { context: 'Teams sentence one.', URL: '' },
          { context: 'Teams sentence two.', URL: drive },
        ],
      },
    ],
  },
  { category: '', research_points: [{ name: 'Engagement', statistics: [{ context: 'General sentence.', URL: '' }] }] },
  {
    category: 'Life after Exit',
    research_points: [{ name: 'Purpose', statistics: [{ context: 'Life one.', URL: '' }] }],
  },
];

const rowButton = (name: string) => screen.getByRole('button', { name: new RegExp(name) });
const expanded = () =>
  screen
    .getAllByRole('button', { expanded: true })
    .map((button) => button.textContent)
    .join(',');

describe('ResearchBrowser', () => {
  it("shows 'All' plus each named category, with All pressed and the first row open", () => {
    render(<ResearchBrowser categories={list} />);
    const group = screen.getByRole('group', { name: copy.filterLabel });
    const filters = within(group).getAllByRole('button');
    expect(filters.map((button) => button.textContent)).toEqual(['All', 'Planning & Strategy', 'Life after Exit']);
    expect(within(group).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(rowButton('Plans')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Plans sentence.')).toBeVisible();
    expect(screen.queryByText('Teams sentence one.')).not.toBeVisible();
    // the unnamed category shows under All, labelled
    expect(rowButton('Engagement')).toHaveTextContent('03');
    expect(rowButton('Engagement')).toHaveTextContent('General Statistics');
  });

  it('keeps one row open at a time, and a second click closes it', async () => {
    const user = userEvent.setup();
    render(<ResearchBrowser categories={list} />);
    await user.click(rowButton('Teams'));
    expect(expanded()).toMatch(/Teams/);
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(1);
    expect(rowButton('Plans')).toHaveAttribute('aria-expanded', 'false');
    await user.click(rowButton('Teams'));
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  it('opens the first row of the new category and numbers it from 01', async () => {
    const user = userEvent.setup();
    render(<ResearchBrowser categories={list} />);
    await user.click(rowButton('Teams'));
    await user.click(screen.getByRole('button', { name: 'Life after Exit' }));
    expect(screen.getByRole('button', { name: 'Life after Exit' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    expect(rowButton('Purpose')).toHaveAttribute('aria-expanded', 'true');
    expect(rowButton('Purpose')).toHaveTextContent(/^01/);
    expect(screen.queryByRole('button', { name: /Plans/ })).toBeNull();
  });

  it('links the open row to its document in viewer and direct-download form', async () => {
    const user = userEvent.setup();
    render(<ResearchBrowser categories={list} />);
    expect(screen.queryByRole('link', { name: /View PDF/ })).toBeNull();
    await user.click(rowButton('Teams'));
    expect(screen.getByRole('link', { name: /View PDF/ })).toHaveAttribute(
      'href',
      'https://drive.google.com/file/d/1AbCdEfGhIjK_lmn-OPqrs/view',
    );
    expect(screen.getByRole('link', { name: /Download/ })).toHaveAttribute(
      'href',
      'https://drive.google.com/uc?export=download&id=1AbCdEfGhIjK_lmn-OPqrs',
    );
    expect(screen.getByRole('link', { name: /View PDF/ })).toHaveAttribute('target', '_blank');
  });

  it('keeps the open row when the same list arrives again from the server', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<ResearchBrowser categories={list} />);
    await user.click(rowButton('Teams'));
    rerender(<ResearchBrowser categories={structuredClone(list)} />);
    expect(rowButton('Teams')).toHaveAttribute('aria-expanded', 'true');
  });

  it('names the endpoint when the list is empty', () => {
    render(<ResearchBrowser categories={[]} />);
    expect(screen.getByText('No data available from /api-statistics/')).toBeVisible();
  });
});
