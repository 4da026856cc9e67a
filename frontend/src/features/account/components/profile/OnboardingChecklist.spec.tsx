import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { currentUrl, loadShell, renderAt } from '@/test/render';
import { anAccount, aPicture, aRank, mockAccountApi } from '../../testing';

const user = userEvent.setup({ delay: null });

/** A new escort as registration leaves her: pending (under review for 12 hours), nothing filled in yet. */
const newEscort = (overrides: Parameters<typeof anAccount>[0] = {}) =>
  anAccount({
    pending: true,
    createdAt: new Date().toISOString(),
    headline: '',
    bio: '',
    tags: [],
    location: null,
    credits: 0,
    ...overrides,
  });

describe('the new profile’s checklist and the VIP offer (docs/product.md §4 onboarding, §6)', () => {
  // The first render transforms the shell and the page on demand: done once here, outside the tests' time limit.
  beforeAll(() => Promise.all([loadShell(), import('./ProfilePage')]), 60_000);

  it('lists the steps with their progress, each linking to where it is done', async () => {
    mockAccountApi(newEscort({ pictures: [aPicture({ approved: false, pending: true, state: 'pending' })] }));
    const { router } = await renderAt('/en/profile');
    const checklist = await screen.findByRole('region', { name: 'Get your profile listed' });
    expect(within(checklist).getByText('0 of 4 steps done')).toBeInTheDocument();
    expect(within(checklist).getByRole('progressbar', { name: '0 of 4 steps done' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    const steps = within(checklist)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('p')?.textContent);
    expect(steps).toEqual([
      'Pictures sent: our team is reviewing them',
      'Choose your main location',
      'Write a headline and a description',
      'Verify your profile',
    ]);
    expect(within(checklist).getByRole('link', { name: 'Do it now (Choose your main location)' })).toHaveAttribute(
      'href',
      '/en/edit',
    );
    await user.click(within(checklist).getByRole('button', { name: 'Do it now (Verify your profile)' }));
    expect(currentUrl(router)).toBe('/en/profile?verification=open');
  });

  it('disables VIP and credits while the profile cannot be listed, saying why', async () => {
    mockAccountApi(newEscort());
    await renderAt('/en/profile');
    const promotion = await screen.findByRole('complementary', { name: 'VIP' });
    const become = within(promotion).getByRole('button', { name: 'Become VIP' });
    expect(become).toBeDisabled();
    expect(become).toHaveAccessibleDescription(
      'VIP and credits are offered once your profile can be listed. Your profile is under review; it is usually done within 12 hours.',
    );
    const credits = screen.getByRole('region', { name: 'Credits' });
    expect(within(credits).getByRole('button', { name: 'Buy credits' })).toBeDisabled();
  });

  it('counts what is done, says the profile can be listed, and offers VIP again', async () => {
    mockAccountApi(anAccount({ pictures: [aPicture()], verificationState: 'verificationPending' }));
    await renderAt('/en/profile');
    const checklist = await screen.findByRole('region', { name: 'Get your profile listed' });
    expect(within(checklist).getByText('3 of 4 steps done')).toBeInTheDocument();
    expect(within(checklist).getByText('Verification sent: our team is checking it')).toBeInTheDocument();
    expect(within(checklist).getByText('Your profile can be listed.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('complementary', { name: 'VIP' })).getByRole('button', { name: 'Become VIP' }),
    ).toBeEnabled();
  });

  it('is gone once every step is done', async () => {
    mockAccountApi(anAccount({ pictures: [aPicture()], verificationState: 'verified' }));
    await renderAt('/en/profile');
    await screen.findByRole('complementary', { name: 'VIP' });
    expect(screen.queryByRole('region', { name: 'Get your profile listed' })).not.toBeInTheDocument();
  });

  it('keeps the VIP modal from selling while the profile cannot be listed', async () => {
    const calls = mockAccountApi(newEscort({ credits: 60 }));
    await renderAt('/en/profile?modal=vip');
    const dialog = await screen.findByRole('dialog', { name: 'VIP' });
    expect(within(dialog).getByRole('button', { name: 'Buy 30 days for 30 credits' })).toBeDisabled();
    expect(within(dialog).getByRole('status')).toHaveTextContent('VIP and credits are offered once');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('shows no rank while the profile is under review, and says why her contact details are hidden', async () => {
    // The server may already count her in Laval; visitors do not see her there yet.
    const laval = aRank(1, { listing: 'female-escorts/laval', region: 'laval', city: null, total: 31 });
    mockAccountApi(newEscort({ location: { region: 'laval', city: null }, phone: '+15145550123' }), {}, () => [laval]);
    await renderAt('/profile');
    expect(await screen.findByText('Absent des listes tant que votre profil est en révision.')).toBeInTheDocument();
    expect(screen.queryByText(/Nº 1/)).not.toBeInTheDocument();
    expect(screen.queryByText('sur 31')).not.toBeInTheDocument();
    expect(
      screen.getByText(/Pendant la révision, votre téléphone et votre courriel public sont cachés aux visiteurs/),
    ).toBeInTheDocument();
  });

  it('says why in English too', async () => {
    mockAccountApi(newEscort({ location: { region: 'laval', city: null } }), {}, () => [aRank(1, { total: 31 })]);
    await renderAt('/en/profile');
    expect(await screen.findByText('Not listed while your profile is under review.')).toBeInTheDocument();
    expect(screen.queryByText(/^#1 in/)).not.toBeInTheDocument();
    expect(screen.getByText(/your phone number and public email are hidden from visitors/)).toBeInTheDocument();
  });

  it('shows the rank once the profile is listed', async () => {
    const laval = aRank(1, { listing: 'female-escorts/laval', region: 'laval', city: null, total: 31 });
    mockAccountApi(newEscort({ pending: false, location: { region: 'laval', city: null } }), {}, () => [laval]);
    await renderAt('/en/profile');
    expect(await screen.findByText('#1 in Laval')).toBeInTheDocument();
    expect(screen.queryByText(/your phone number and public email are hidden/)).not.toBeInTheDocument();
  });
});
