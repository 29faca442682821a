// @vitest-environment jsdom
import '../test/setup-dom.ts';
import { Badge } from '@mantine/core';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StatusBadge } from '../features/appointments/components/status-badge.tsx';
import { renderWithProviders } from '../test/render.tsx';

afterEach(cleanup);

/** The label and root of the badge whose text is `text`. */
const badgeOf = (text: string) => {
  const label = screen.getByText(text);
  const root = label.closest('.mantine-Badge-root') as HTMLElement;
  return { label, root };
};

describe('theme: a status badge is never cut (issue 13)', () => {
  it('lets a long status wrap instead of hiding it behind an ellipsis', async () => {
    await renderWithProviders(
      <div style={{ width: 60 }}>
        <Badge>Compléments demandés à l'investisseur</Badge>
      </div>,
    );
    const { label, root } = badgeOf("Compléments demandés à l'investisseur");
    expect(label.style.whiteSpace).toBe('normal');
    expect(label.style.overflow).toBe('visible');
    expect(label.style.textOverflow).toBe('clip');
    expect(root.style.height).toBe('auto');
    expect(root.style.overflow).toBe('visible');
  });

  it('applies to the badges of the features too (the appointment status)', async () => {
    await renderWithProviders(<StatusBadge status="TO_BE_SCHEDULED" />);
    const label = document.querySelector('.mantine-Badge-label') as HTMLElement;
    expect(label.textContent).not.toBe('');
    expect(label.style.whiteSpace).toBe('normal');
    expect(label.style.textOverflow).toBe('clip');
  });
});
