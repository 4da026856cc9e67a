import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../i18n/i18nProvider';
import { ConfirmWithReason, type ConfirmWithReasonProps } from './ConfirmWithReason';

function renderDialog(props: Partial<ConfirmWithReasonProps> & { children?: ReactNode }, locale: 'fr' | 'en' = 'en') {
  const onConfirm = vi.fn();
  render(
    <AdminContext i18nProvider={createI18nProvider(locale)} store={memoryStore()}>
      <ConfirmWithReason open title="Switch role" onConfirm={onConfirm} onClose={() => undefined} {...props} />
    </AdminContext>,
  );
  return { onConfirm };
}

describe('ConfirmWithReason', () => {
  it('keeps confirm disabled until a reason of three characters is given, then sends it trimmed', async () => {
    const user = userEvent.setup({ delay: null });
    const { onConfirm } = renderDialog({});
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    const reason = screen.getByRole('textbox', { name: /Reason/ });
    await user.type(reason, 'ab');
    expect(confirm).toBeDisabled();
    await user.click(confirm).catch(() => undefined);
    expect(onConfirm).not.toHaveBeenCalled();
    await user.type(reason, 'c ');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith('abc');
  });

  it('says why confirm is disabled once the reason field is left too short', async () => {
    const user = userEvent.setup({ delay: null });
    renderDialog({});
    await user.type(screen.getByRole('textbox', { name: /Reason/ }), 'x');
    await user.tab();
    expect(screen.getByText('At least 3 characters')).toBeInTheDocument();
  });

  it('stays disabled while the action’s own fields are invalid, whatever the reason', async () => {
    const user = userEvent.setup({ delay: null });
    renderDialog({ valid: false });
    await user.type(screen.getByRole('textbox', { name: /Reason/ }), 'support ticket');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  });

  it('asks no reason when the action needs none', async () => {
    const user = userEvent.setup({ delay: null });
    const { onConfirm } = renderDialog({ reason: 'hidden' });
    expect(screen.queryByRole('textbox', { name: /Reason/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledWith('');
  });

  it('starts each opening with an empty reason, not the last one typed', async () => {
    const user = userEvent.setup({ delay: null });
    const dialog = (open: boolean) => (
      <AdminContext i18nProvider={createI18nProvider('en')} store={memoryStore()}>
        <ConfirmWithReason open={open} title="Switch role" onConfirm={() => undefined} onClose={() => undefined} />
      </AdminContext>
    );
    const { rerender } = render(dialog(true));
    await user.type(screen.getByRole('textbox', { name: /Reason/ }), 'support ticket');
    rerender(dialog(false));
    rerender(dialog(true));
    expect(await screen.findByRole('textbox', { name: /Reason/ })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  });

  it('speaks French', () => {
    renderDialog({}, 'fr');
    expect(screen.getByRole('textbox', { name: /Motif/ })).toBeInTheDocument();
    expect(screen.getByText('Obligatoire : inscrit à l’historique avec votre nom.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmer' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeEnabled();
  });
});
