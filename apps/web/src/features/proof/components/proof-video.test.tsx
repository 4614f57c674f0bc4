import { proofVideo } from '@exitcraft/shared/content/proof';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithQuery } from '../../../../test/render.tsx';
import { siteConfigReply } from '../../../../test/site-config.ts';
import { ProofVideo } from './proof-video.tsx';

function answerConfig(body: unknown, status = 200) {
  const fetchMock = vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const playButton = () => screen.getByRole('button', { name: proofVideo.playLabel });

describe('ProofVideo', () => {
  it('asks only our own server for the settings, and embeds nothing until play is pressed, then loads the hosted player', async () => {
    const fetchMock = answerConfig(siteConfigReply({ proofVideoUrl: 'https://player.example.com/video/42?h=abc' }));
    const { container } = renderWithQuery(<ProofVideo />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/site-config/', expect.anything()));
    expect(container.querySelector('iframe, video')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();

    await userEvent.click(playButton());
    const player = await screen.findByTitle(proofVideo.title);
    expect(player.tagName).toBe('IFRAME');
    expect(player).toHaveAttribute('src', 'https://player.example.com/video/42?h=abc&autoplay=1');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('plays a video file in the page when the URL is one', async () => {
    answerConfig(siteConfigReply({ proofVideoUrl: 'https://cdn.example.com/proof.mp4' }));
    const { container } = renderWithQuery(<ProofVideo />);
    await userEvent.click(playButton());
    await vi.waitFor(() =>
      expect(container.querySelector('video')).toHaveAttribute('src', 'https://cdn.example.com/proof.mp4'),
    );
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('says plainly that the video is not available when none is set, without waiting for play', async () => {
    answerConfig(siteConfigReply());
    renderWithQuery(<ProofVideo />);
    expect(await screen.findByRole('alert')).toHaveTextContent(proofVideo.unavailable);
  });

  it('says it could not load the video when the server does not answer', async () => {
    answerConfig({ code: 'unavailable', message: 'down' }, 503);
    renderWithQuery(<ProofVideo />);
    await userEvent.click(playButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(proofVideo.failed);
  });
});
