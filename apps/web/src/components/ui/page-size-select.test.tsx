// @vitest-environment jsdom
import '../../test/setup-dom.ts';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageSize } from '../../lib/page-size.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { PageSizeSelect } from './page-size-select.tsx';

afterEach(cleanup);

describe('PageSizeSelect (decision 112)', () => {
  it('shows the choice at once, before the list has taken it, and gives it to the list', async () => {
    const onChange = vi.fn();
    // A list that has not taken the choice yet (its transition not committed): its size is still 20.
    await renderWithProviders(<PageSizeSelect value={20} onChange={onChange} />);
    const select = screen.getByLabelText('Lignes par page') as HTMLSelectElement;
    fireEvent.change(select, { target: { value: '100' } });
    expect(select.value).toBe('100');
    expect(onChange).toHaveBeenCalledWith(100);
  });

  it("follows the list's own size when it changes", async () => {
    let reset: (size: PageSize) => void = () => undefined;
    function List() {
      const [size, setSize] = useState<PageSize>(50);
      reset = setSize;
      return <PageSizeSelect value={size} onChange={setSize} />;
    }
    await renderWithProviders(<List />);
    const select = screen.getByLabelText('Lignes par page') as HTMLSelectElement;
    expect(select.value).toBe('50');
    fireEvent.change(select, { target: { value: '100' } });
    expect(select.value).toBe('100');
    act(() => reset(20));
    expect(select.value).toBe('20');
  });
});
