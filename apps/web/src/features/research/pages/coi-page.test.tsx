import { researchCategories as bundled } from '@exitcraft/shared/content/research';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetResearch } from '../api/get-research.ts';
import { CoiPage } from './coi-page.tsx';
import { MemoryRouter } from '../../../../test/render.tsx';

function renderPage() {
  return render(
    <MemoryRouter path="/">
      <CoiPage />
    </MemoryRouter>,
  );
}

function answer(status: number, body: unknown) {
  return vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

const firstBundled = bundled[0]?.research_points[0]?.name ?? '';
const serverList = [
  {
    category: 'From the server',
    research_points: [{ name: 'Server point', statistics: [{ context: 'S.', URL: '' }] }],
  },
];

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // the server's list is kept for the page's life (lib/public-read.ts): each test starts from none
  forgetResearch();
});

describe('CoiPage', () => {
  it('shows the headline claims at once, the bundled research first, then the server list', async () => {
    // the server answers only when the test says so: the list's first render must be the bundled one
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const reply = answer(200, serverList);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        await gate;
        return reply();
      }),
    );
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.getByText("You didn't get into business to LOSE...right?")).toBeVisible();
    expect(screen.getByText('84%')).toBeVisible();
    expect(screen.getByText(/Ocean Tomo, Intangible Asset Market Value Study \(2015\)/)).toBeVisible();
    expect(await screen.findByRole('button', { name: new RegExp(firstBundled) }, { timeout: 5000 })).toBeVisible();
    release();
    expect(await screen.findByRole('button', { name: /Server point/ }, { timeout: 5000 })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.queryByRole('button', { name: new RegExp(firstBundled) })).toBeNull();
    expect(fetch).toHaveBeenCalledWith('/api-statistics/', expect.anything());
    expect(document.title).toMatch(/^Cost of Inaction/);
  });

  it('keeps the bundled list and only warns when the load fails', async () => {
    vi.stubGlobal('fetch', answer(500, { code: 'internal_error', message: 'x' }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error');
    renderPage();
    await vi.waitFor(() => expect(warn).toHaveBeenCalled(), { timeout: 5000 });
    expect(error).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: new RegExp(firstBundled) })).toBeVisible();
  });

  it('says no data is available, naming the endpoint, when the server list is empty', async () => {
    vi.stubGlobal('fetch', answer(200, []));
    renderPage();
    expect(await screen.findByText('No data available from /api-statistics/', {}, { timeout: 5000 })).toBeVisible();
  });
});
