import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderTool } from '../test/harness';
import { BatchCreate } from './BatchCreate';

describe('sending a notification batch', () => {
  it('counts the recipients live and confirms with the count before sending', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ command: vi.fn(async () => ({ data: { count: 42 }, status: 200 })) });
    renderTool(<BatchCreate />, { api, resource: 'notification-batches', role: 'admin' });
    expect(await screen.findByText('This batch will reach 42 members', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(api.command).toHaveBeenCalledWith('/api/notifications/batch/count', { body: { recipientCategory: 'all' } });

    await user.type(screen.getByRole('textbox', { name: /Title \(French\)/ }), 'Nouveautés');
    await user.type(screen.getByRole('textbox', { name: /Title \(English\)/ }), 'What’s new');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send this notification' });
    expect(dialog).toHaveTextContent('each of the 42 matching members');
    expect(api.create).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(
      () =>
        expect(api.create).toHaveBeenCalledWith(
          'notification-batches',
          expect.objectContaining({
            data: expect.objectContaining({
              recipientCategory: 'all',
              body: { fr: { title: 'Nouveautés', description: '' }, en: { title: 'What’s new', description: '' } },
            }),
          }),
        ),
      { timeout: 10_000 },
    );
    expect(await screen.findByText('Batch created', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('counts again when the audience changes', async () => {
    const user = userEvent.setup();
    const counts: Record<string, number> = { all: 42, escorts: 7 };
    const api = fakeApi({
      command: vi.fn(async (_path: string, { body }: { body: { recipientCategory: string } }) => ({
        data: { count: counts[body.recipientCategory] },
        status: 200,
      })),
    });
    renderTool(<BatchCreate />, { api, resource: 'notification-batches', role: 'admin' });
    await screen.findByText('This batch will reach 42 members', {}, { timeout: 10_000 });
    await user.click(screen.getByRole('combobox', { name: /Recipients/ }));
    await user.click(await screen.findByRole('option', { name: 'Escorts' }));
    // The count of the former audience is not shown while the new one is asked.
    expect(await screen.findByText('Counting the recipients…')).toBeInTheDocument();
    expect(screen.queryByText('This batch will reach 42 members')).not.toBeInTheDocument();
    expect(await screen.findByText('This batch will reach 7 members', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText('This batch will reach 42 members')).not.toBeInTheDocument();
  });

  it('does not open the confirmation while a title is missing', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ command: vi.fn(async () => ({ data: { count: 3 }, status: 200 })) });
    renderTool(<BatchCreate />, { api, resource: 'notification-batches', role: 'admin' });
    await screen.findByText('This batch will reach 3 members', {}, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
