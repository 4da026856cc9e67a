import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadShell, renderAt } from '@/test/render';
import { anAccount, mockAccountApi, patches } from '../../testing';

const user = userEvent.setup({ delay: null });

async function replace(field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

// The whole edit page renders for each test: on a busy machine that alone can take most of the default 15 s.
describe(
  'age, languages and rates on /edit (docs/product.md §5, the server’s shared schema)',
  { timeout: 45_000 },
  () => {
    // The first render transforms the shell and the page on demand: done once here, outside the tests' time limit.
    beforeAll(() => Promise.all([loadShell(), import('./EditProfilePage')]), 60_000);

    it('refuses an age under 18 before sending anything', async () => {
      const calls = mockAccountApi(anAccount());
      await renderAt('/en/edit');
      await replace(await screen.findByLabelText('Age'), '17');
      await user.click(screen.getByText('Save my profile'));
      expect(await screen.findByText('You must be 18 or over.')).toBeInTheDocument();
      expect(patches(calls)).toEqual([]);
    });

    it('sends the age and the languages', async () => {
      const calls = mockAccountApi(anAccount());
      await renderAt('/en/edit');
      await replace(await screen.findByLabelText('Age'), '27');
      await user.click(screen.getByLabelText('Languages spoken'));
      // Queries by text inside the list: role queries over the whole edit page are slow in jsdom.
      await user.click(within(await screen.findByRole('listbox')).getByText('Spanish'));
      await user.click(screen.getByText('Save my profile'));
      expect(await screen.findByText('Your profile is saved.')).toBeInTheDocument();
      expect(patches(calls)).toEqual([{ age: 27, languages: ['es'] }]);
    });

    it('sends the rate rows with their prices as numbers', async () => {
      const calls = mockAccountApi(anAccount({ rates: [{ minutes: 60, price: 200, place: 'outcall' }] }));
      await renderAt('/en/edit');
      await user.click(await screen.findByText('Add a rate'));
      await replace(screen.getByLabelText('Rate 2: price'), '150');
      await user.click(screen.getByText('Save my profile'));
      expect(await screen.findByText('Your profile is saved.')).toBeInTheDocument();
      expect(patches(calls)).toEqual([
        {
          rates: [
            { minutes: 60, price: 200, place: 'outcall' },
            { minutes: 15, price: 150, place: 'incall' },
          ],
        },
      ]);
    });

    it('refuses a rate without a price, on its row', async () => {
      const calls = mockAccountApi(anAccount({ rates: [{ minutes: 60, price: 200, place: 'incall' }] }));
      await renderAt('/en/edit');
      const rates = await screen.findByRole('group', { name: 'Rates' });
      expect(within(rates).getByLabelText('Rate 1: price')).toHaveValue(200);
      await replace(within(rates).getByLabelText('Rate 1: price'), '0');
      await user.click(screen.getByText('Save my profile'));
      expect(await within(rates).findByText(/at least 1/)).toBeInTheDocument();
      expect(patches(calls)).toEqual([]);
      await user.click(within(rates).getByRole('button', { name: 'Remove rate 1' }));
      await user.click(screen.getByText('Save my profile'));
      expect(await screen.findByText('Your profile is saved.')).toBeInTheDocument();
      expect(patches(calls)).toEqual([{ rates: [] }]);
    });
  },
);
