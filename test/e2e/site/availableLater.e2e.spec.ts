import { describe, expect, it } from 'vitest';
import { gone, shown } from './browser';
import { logInOnQuebecSite } from './logIn';
import { siteUnderTest } from './site';

/** "Available later" (docs/product.md §4) on the Quebec site, in French, as the demo escort and a visitor see it. */
const site = siteUnderTest('QC');

/** Two hours from now on the site's clock (America/Toronto), as the time field takes it: "21:05". */
function twoHoursLater(): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'America/Toronto',
  }).formatToParts(new Date(Date.now() + 2 * 3_600_000));
  const value = (type: string) => parts.find((part) => part.type === type)!.value;
  return `${value('hour')}:${value('minute')}`;
}

describe('available later', () => {
  it('lets an escort choose a time later today, which a visitor reads on her profile', async () => {
    const escort = await site.visit();
    await logInOnQuebecSite(escort, 'escort', '/profile', { arrived: true });
    // Her approval is news the first time she comes (docs/product.md §4 blocking modal): she acknowledges it first.
    const approved = await shown(escort.getByRole('dialog', { name: 'Compte approuvé' }), 15_000);
    await approved.getByRole('button', { name: 'J’ai compris' }).click();
    await gone(approved);
    const username = ((await (await escort.request.get('/api/user')).json()) as { username: string }).username;

    const time = twoHoursLater();
    await (await shown(escort.getByLabel('Disponible plus tard, dès'))).fill(time);
    await escort.getByRole('button', { name: 'L’afficher' }).click();
    await shown(escort.getByText(`Votre profil sera affiché comme disponible dès ${time}.`).first());
    // Not available now: the switch stays off until that time.
    expect(await escort.getByRole('switch', { name: 'Disponible maintenant' }).isChecked()).toBe(false);

    const visitor = await site.visit();
    await visitor.goto(`/user/${encodeURIComponent(username)}`);
    await shown(visitor.getByText(`Disponible dès ${time}`));

    // A modal linked from the address (docs/product.md §2) opens over the server-rendered page once it is live.
    await visitor.goto(`/user/${encodeURIComponent(username)}?clientGuide=open`);
    const guide = await shown(visitor.getByRole('dialog', { name: 'Guide du client' }));
    await guide.getByRole('button', { name: 'Fermer' }).click();
    await visitor.waitForURL((url) => url.search === '');
    await shown(visitor.getByText(`Disponible dès ${time}`));
  });
});
