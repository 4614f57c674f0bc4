import { proofVideo } from '@exitcraft/shared/content/proof';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithQuery } from '../../../../test/render.tsx';
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
  it('asks for nothing and embeds nothing until play is pressed, then loads the hosted player', async () => {
    const fetchMock = answerConfig({ proofVideoUrl: 'https://player.example.com/video/42?h=abc', schedulingUrl: null });
    const { container } = renderWithQuery(<ProofVideo />);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(container.querySelector('iframe, video')).toBeNull();

    await userEvent.click(playButton());
    const player = await screen.findByTitle(proofVideo.title);
    expect(player.tagName).toBe('IFRAME');
    expect(player).toHaveAttribute('src', 'https://player.example.com/video/42?h=abc&autoplay=1');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('plays a video file in the page when the URL is one', async () => {
    answerConfig({ proofVideoUrl: 'https://cdn.example.com/proof.mp4', schedulingUrl: null });
    const { container } = renderWithQuery(<ProofVideo />);
    await userEvent.click(playButton());
    await vi.waitFor(() =>
      expect(container.querySelector('video')).toHaveAttribute('src', 'https://cdn.example.com/proof.mp4'),
    );
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('says the video is not available when none is configured', async () => {
    answerConfig({ proofVideoUrl: null, schedulingUrl: null });
    renderWithQuery(<ProofVideo />);
    await userEvent.click(playButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(proofVideo.unavailable);
  });

  it('says it could not load the video when the server does not answer', async () => {
    answerConfig({ code: 'unavailable', message: 'down' }, 503);
    renderWithQuery(<ProofVideo />);
    await userEvent.click(playButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(proofVideo.failed);
  });
});
