import { describe, expect, it } from 'vitest';
import { mailLinks } from './mail-card.tsx';

describe('mailLinks', () => {
  it('keeps each http(s) link once, as a path on this portal', () => {
    const text =
      'Ouvrez http://localhost:8080/activation?token=a_b-c\nou https://cri.example.ma/reset-password?token=x#top.\nhttp://localhost:8080/activation?token=a_b-c';
    expect(mailLinks(text)).toEqual([
      { url: 'http://localhost:8080/activation?token=a_b-c', to: '/activation?token=a_b-c' },
      { url: 'https://cri.example.ma/reset-password?token=x#top', to: '/reset-password?token=x#top' },
    ]);
  });

  it('ignores anything that is not an http(s) URL', () => {
    expect(mailLinks('javascript:alert(1) data:text/html,x mailto:a@b.ma')).toEqual([]);
  });
});
