import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessageText, textParts } from './message-text.tsx';

describe('message text', () => {
  it('makes links clickable with rel="noopener nofollow" and leaves punctuation as text', () => {
    expect(textParts('See https://example.com/a?b=1. And www.acme.com, too')).toEqual([
      { text: 'See ' },
      { text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { text: '. And ' },
      { text: 'www.acme.com', href: 'https://www.acme.com' },
      { text: ', too' },
    ]);
    render(<MessageText text="Read https://example.com/x now" />);
    const link = screen.getByRole('link', { name: 'https://example.com/x' });
    expect(link).toHaveAttribute('rel', 'noopener nofollow');
    expect(link).toHaveAttribute('href', 'https://example.com/x');
  });

  it('renders markup as text, never as HTML', () => {
    const { container } = render(<MessageText text={'<img src=x onerror=alert(1)> <b>bold</b> javascript:alert(1)'} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror=alert(1)> <b>bold</b> javascript:alert(1)');
  });
});
