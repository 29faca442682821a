// @vitest-environment jsdom
import '../../../test/setup-dom.ts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { StaffProfileForm } from './staff-profile-form.tsx';

afterEach(cleanup);

const mobile = () => screen.getByLabelText(/Téléphone mobile/) as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: 'Enregistrer' }) as HTMLButtonElement;

async function renderForm(onSave = vi.fn(async () => undefined), withJobTitle = true) {
  await renderWithProviders(
    <StaffProfileForm
      withJobTitle={withJobTitle}
      defaultValues={{ mobilePhone: '0612345678', deskPhone: '', jobTitle: '' }}
      onSave={onSave}
      onCancel={() => {}}
    />,
  );
  return onSave;
}

describe('StaffProfileForm', () => {
  it('shows the phone rule once touched, disables the button, and a check mark once valid', async () => {
    await renderForm();
    fireEvent.change(mobile(), { target: { value: '12345' } });
    fireEvent.blur(mobile());
    expect(await screen.findByText('Le numéro doit comporter 10 chiffres et commencer par 0.')).toBeTruthy();
    await waitFor(() => expect(submit().disabled).toBe(true));
    fireEvent.change(mobile(), { target: { value: '' } });
    expect(await screen.findByText('Le téléphone mobile est obligatoire.')).toBeTruthy();
    fireEvent.change(mobile(), { target: { value: '0698765432' } });
    await waitFor(() => expect(submit().disabled).toBe(false));
    expect(screen.getAllByLabelText('Valeur valide').length).toBeGreaterThan(0);
    expect(screen.getAllByText('* Champ facultatif')).toHaveLength(2);
  });

  it('sends the values and keeps them with the field message when the server refuses them', async () => {
    const onSave = await renderForm(
      vi.fn(async () => {
        throw new ApiError({
          status: 422,
          errorCode: 'VALIDATION_FAILED',
          messageKey: 'errors.VALIDATION_FAILED',
          fieldErrors: [{ field: 'body.deskPhone', messageKey: 'profiles.validation.phone' }],
        });
      }),
    );
    fireEvent.change(screen.getByLabelText(/Fonction/), { target: { value: 'Chef de service' } });
    fireEvent.change(mobile(), { target: { value: '0698765432' } });
    await waitFor(() => expect(submit().disabled).toBe(false));
    fireEvent.click(submit());
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({ mobilePhone: '0698765432', deskPhone: null, jobTitle: 'Chef de service' }),
    );
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', "Le formulaire n'est pas correctement rempli.");
    expect(screen.getByText('Le numéro doit comporter 10 chiffres et commencer par 0.')).toBeTruthy();
    expect(mobile().value).toBe('0698765432');
  });

  it('has no job title for advisors', async () => {
    await renderForm(undefined, false);
    expect(screen.queryByLabelText(/Fonction/)).toBeNull();
  });
});
