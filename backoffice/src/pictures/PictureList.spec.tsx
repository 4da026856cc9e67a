import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { AdminContext, ResourceContextProvider } from 'react-admin';
import { createI18nProvider } from '../i18n/i18nProvider';
import { fakeAuth } from '../test/fakes';
import { fakeApi, renderTool } from '../test/harness';
import { darkTheme } from '../theme/theme';
import { PictureList } from './PictureList';
import type { QueuePicture } from '@annuaire/shared';

const picture = (n: number, state: QueuePicture['state'] = 'pending'): QueuePicture => ({
  id: `u${n}.p${n}`,
  userId: `u${n}`,
  username: `member${n}`,
  pictureId: `p${n}`,
  url: `users/u${n}/p${n}.jpg`,
  width: 600,
  height: 800,
  state,
  note: state === 'declined' ? 'Blurry' : null,
  addedAt: '2026-05-01T12:00:00.000Z',
});

function queueApi(rows: QueuePicture[]) {
  return fakeApi({ getList: vi.fn(async () => ({ data: rows, total: rows.length })) });
}

describe('the picture moderation queue', () => {
  it('names every selection checkbox on the input itself, in the staff’s language (axe: form elements have labels)', async () => {
    const api = queueApi([picture(1), picture(2)]);
    render(
      <AdminContext
        dataProvider={api}
        authProvider={fakeAuth('moderator')}
        i18nProvider={createI18nProvider('fr')}
        theme={darkTheme}
      >
        <ResourceContextProvider value="pictures">
          <PictureList />
        </ResourceContextProvider>
      </AdminContext>,
    );
    await screen.findByText('member2');
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(3);
    for (const box of boxes) {
      expect(box.tagName).toBe('INPUT');
      expect(box).toHaveAccessibleName();
    }
    expect(screen.getAllByRole('checkbox', { name: 'Sélectionner cette ligne' })).toHaveLength(2);
    // The name is on the input only: not repeated on a wrapper without a role (axe: aria-prohibited-attr).
    expect(document.querySelectorAll('span[aria-label]:not([role])')).toHaveLength(0);
  });

  it('asks for at most 25 pictures a page, awaiting review, oldest first, and shows previews', async () => {
    const api = queueApi([picture(1)]);
    renderTool(<PictureList />, { api, resource: 'pictures', role: 'moderator' });
    const preview = await screen.findByRole('img', { name: 'Picture of member1' });
    expect(preview).toHaveAttribute('src', '/api/images?url=users%2Fu1%2Fp1.jpg&w=640&q=75');
    expect(api.getList).toHaveBeenCalledWith(
      'pictures',
      expect.objectContaining({
        pagination: { page: 1, perPage: 25 },
        sort: { field: 'addedAt', order: 'ASC' },
        filter: { state: 'pending' },
      }),
    );
  });

  it('approves the selected pictures in bulk after a confirmation, then offers the undo', async () => {
    const user = userEvent.setup();
    const api = queueApi([picture(1), picture(2), picture(3)]);
    renderTool(<PictureList />, { api, resource: 'pictures', role: 'moderator' });
    await screen.findByText('member3');
    for (const name of ['member1', 'member3']) {
      const row = screen.getByText(name).closest('tr')!;
      await user.click(within(row).getByRole('checkbox'));
    }
    await user.click(screen.getByRole('button', { name: 'Approve selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve 2 pictures' });
    expect(api.command).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(api.command).toHaveBeenCalledWith('/api/admin/pictures/approve', { body: { ids: ['u1.p1', 'u3.p3'] } }),
    );
    expect(await screen.findByText('Last decision: 2 pictures approved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(api.command).toHaveBeenCalledWith('/api/admin/pictures/u3.p3/undo'));
    expect(api.command).toHaveBeenCalledWith('/api/admin/pictures/u1.p1/undo');
  });

  it('declines one picture only once a note is written, and sends the note', async () => {
    const user = userEvent.setup();
    const api = queueApi([picture(1)]);
    renderTool(<PictureList />, { api, resource: 'pictures', role: 'moderator' });
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this picture of member1' });
    const confirm = within(dialog).getByRole('button', { name: 'Decline' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /Note to the member/ }), '  Face hidden  ');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    await waitFor(() =>
      expect(api.command).toHaveBeenCalledWith('/api/admin/pictures/u1.p1', {
        method: 'PUT',
        body: { state: 'declined', note: 'Face hidden' },
      }),
    );
  });

  it('cancelling a confirmation sends nothing', async () => {
    const user = userEvent.setup();
    const api = queueApi([picture(1)]);
    renderTool(<PictureList />, { api, resource: 'pictures', role: 'moderator' });
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.command).not.toHaveBeenCalled();
  });

  it('offers the undo on a declined picture', async () => {
    const user = userEvent.setup();
    const api = queueApi([picture(4, 'declined')]);
    renderTool(<PictureList />, { api, resource: 'pictures', role: 'moderator' });
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(api.command).toHaveBeenCalledWith('/api/admin/pictures/u4.p4/undo'));
  });
});
