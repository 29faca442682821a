// @vitest-environment jsdom
import '../../../test/setup-dom.ts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { DecisionConfirmModal } from './decision-confirm-modal.tsx';

afterEach(cleanup);

describe('DecisionConfirmModal (spec 2 §2 Screens)', () => {
  it('shows the project name and the decision, and a cancel link in the regular advisor flow', async () => {
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    await renderWithProviders(
      <DecisionConfirmModal
        projectName="Hôtel Atlas"
        decision="UNFAVORABLE"
        pending={false}
        onCancel={onCancel}
        onConfirm={onConfirm}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Confirmer la décision' });
    expect(within(dialog).getByText('Hôtel Atlas')).toBeTruthy();
    expect(within(dialog).getByText('Défavorable')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(onCancel).toHaveBeenCalledOnce();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('has no cancel link outside the regular advisor flow', async () => {
    await renderWithProviders(
      <DecisionConfirmModal
        projectName="Hôtel Atlas"
        decision="FAVORABLE"
        pending={false}
        showCancel={false}
        onCancel={vi.fn()}
        onConfirm={vi.fn()}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Confirmer la décision' });
    expect(within(dialog).getByText('Favorable')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Annuler' })).toBeNull();
  });
});
