import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { writeConsent } from '@/features/consent';
import { mockApi } from '@/test/api-mock';
import { currentUrl, loadShell, renderAt } from '@/test/render';
import { aProfile } from './profile-fixture';

const user = userEvent.setup({ delay: null });

const pager = (gallery: HTMLElement) => within(gallery).getByText(/^\d+ \/ \d+$/).textContent;
const arrows = (gallery: HTMLElement) =>
  within(gallery)
    .queryAllByRole('button', { name: /photo$/ })
    .map((button) => button.getAttribute('aria-label'));

describe('profile gallery', () => {
  // The first render transforms the shell and the page on demand: done once here, outside the tests' time limit.
  beforeAll(() => Promise.all([loadShell(), import('./ProfilePage'), import('./ProfileGallery')]), 60_000);
  beforeEach(() => writeConsent(false));

  it('hides the previous arrow on the first photo and the next arrow on the last', async () => {
    mockApi({ 'GET /api/users/melanie.qc': { status: 200, body: aProfile() } });
    await renderAt('/en/user/melanie.qc');
    const gallery = await screen.findByRole('region', { name: 'Photos of melanie.qc' });
    expect(pager(gallery)).toBe('1 / 3');
    expect(arrows(gallery)).toEqual(['Next photo']);

    await user.click(within(gallery).getByRole('button', { name: 'Next photo' }));
    expect(pager(gallery)).toBe('2 / 3');
    expect(arrows(gallery)).toEqual(['Previous photo', 'Next photo']);

    await user.click(within(gallery).getByRole('button', { name: 'Next photo' }));
    expect(pager(gallery)).toBe('3 / 3');
    expect(arrows(gallery)).toEqual(['Previous photo']);
  });

  it('keeps the focus in the gallery when the arrow pressed at either end goes away, so the keys keep working', async () => {
    mockApi({ 'GET /api/users/melanie.qc': { status: 200, body: aProfile() } });
    await renderAt('/en/user/melanie.qc');
    const gallery = await screen.findByRole('region', { name: 'Photos of melanie.qc' });
    within(gallery).getByRole('button', { name: 'Next photo' }).focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    expect(pager(gallery)).toBe('3 / 3');
    expect(gallery).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(pager(gallery)).toBe('2 / 3');
    within(gallery).getByRole('button', { name: 'Previous photo' }).focus();
    await user.keyboard('{Enter}');
    expect(pager(gallery)).toBe('1 / 3');
    expect(gallery).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(pager(gallery)).toBe('2 / 3');
  });

  it('keeps the focus in the gallery when the arrow keys page past an end from a focused arrow', async () => {
    mockApi({ 'GET /api/users/melanie.qc': { status: 200, body: aProfile() } });
    await renderAt('/en/user/melanie.qc');
    const gallery = await screen.findByRole('region', { name: 'Photos of melanie.qc' });
    within(gallery).getByRole('button', { name: 'Next photo' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(pager(gallery)).toBe('3 / 3');
    expect(gallery).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{ArrowLeft}');
    expect(pager(gallery)).toBe('2 / 3');
    within(gallery).getByRole('button', { name: 'Previous photo' }).focus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(pager(gallery)).toBe('1 / 3');
    expect(gallery).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{ArrowRight}');
    expect(pager(gallery)).toBe('2 / 3');
  });

  it('shows neither arrow nor pager for a single photo', async () => {
    const profile = aProfile({ pictures: aProfile().pictures.slice(0, 1) });
    mockApi({ 'GET /api/users/melanie.qc': { status: 200, body: profile } });
    await renderAt('/en/user/melanie.qc');
    const gallery = await screen.findByRole('region', { name: 'Photos of melanie.qc' });
    expect(arrows(gallery)).toEqual([]);
    expect(within(gallery).queryByText(/^\d+ \/ \d+$/)).not.toBeInTheDocument();
  });

  it('moves with the left and right keys, and stops at both ends', async () => {
    mockApi({ 'GET /api/users/melanie.qc': { status: 200, body: aProfile() } });
    await renderAt('/en/user/melanie.qc');
    const gallery = await screen.findByRole('region', { name: 'Photos of melanie.qc' });
    gallery.focus();
    await user.keyboard('{ArrowLeft}');
    expect(pager(gallery)).toBe('1 / 3');
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(pager(gallery)).toBe('3 / 3');
    await user.keyboard('{ArrowLeft}');
    expect(pager(gallery)).toBe('2 / 3');
  });

  it('keeps the focus in the full-screen gallery past the last photo, so the keys keep working', async () => {
    mockApi({ 'GET /api/users/melanie.qc': { status: 200, body: aProfile() } });
    await renderAt('/en/user/melanie.qc');
    await user.click(await screen.findByRole('button', { name: 'View the photos full screen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Photos of melanie.qc' });
    const gallery = within(dialog).getByRole('region', { name: 'Photos of melanie.qc' });
    const slides = within(gallery).getAllByRole('group', { hidden: true });
    const current = () => slides.findIndex((slide) => slide.getAttribute('aria-hidden') !== 'true');
    within(gallery).getByRole('button', { name: 'Next photo' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(current()).toBe(2);
    expect(gallery).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{ArrowLeft}');
    expect(current()).toBe(1);
    within(gallery).getByRole('button', { name: 'Previous photo' }).focus();
    await user.click(within(gallery).getByRole('button', { name: 'Previous photo' }));
    expect(current()).toBe(0);
    expect(gallery).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{ArrowRight}');
    expect(current()).toBe(1);
  });

  it('opens full screen on the current photo, pages with the keys there, and closes with Escape', async () => {
    mockApi({ 'GET /api/users/melanie.qc': { status: 200, body: aProfile() } });
    const { router } = await renderAt('/en/user/melanie.qc');
    const gallery = await screen.findByRole('region', { name: 'Photos of melanie.qc' });
    await user.click(within(gallery).getByRole('button', { name: 'Next photo' }));
    await user.click(screen.getByRole('button', { name: 'View the photos full screen' }));
    expect(currentUrl(router)).toBe('/en/user/melanie.qc?gallery=open');
    const dialog = await screen.findByRole('dialog', { name: 'Photos of melanie.qc' });
    const slides = within(dialog).getAllByRole('group', { hidden: true });
    const current = () => slides.findIndex((slide) => slide.getAttribute('aria-hidden') !== 'true');
    expect(current()).toBe(1);
    await user.keyboard('{ArrowRight}');
    expect(current()).toBe(2);
    expect(within(dialog).queryByRole('button', { name: 'Next photo' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(currentUrl(router)).toBe('/en/user/melanie.qc'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Back in the page, the preview shows the photo last seen full screen.
    expect(pager(screen.getByRole('region', { name: 'Photos of melanie.qc' }))).toBe('3 / 3');
  });
});
