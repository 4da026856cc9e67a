import { fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../i18n/i18nProvider';
import { fakeData } from '../../test/fakes';
import { AsOfPanel } from './AsOfPanel';

const replayed = {
  id: 'u1',
  asOf: '2026-03-01T10:00:07.000Z',
  balance: 12,
  user: {
    username: 'lea',
    role: 'escort',
    libertine: false,
    pending: false,
    vipUntil: null,
    verificationState: null,
    virtualLocked: false,
    rankOverride: null,
    deleted: false,
    mergedInto: null,
  },
};

function panel(asOf: string | null) {
  return (
    <AdminContext
      dataProvider={fakeData({ getOne: async () => ({ data: replayed }) as never })}
      i18nProvider={createI18nProvider('en')}
      store={memoryStore()}
    >
      <AsOfPanel userId="u1" asOf={asOf} onChange={() => undefined} />
    </AdminContext>
  );
}

/** The instant the field shows, in the browser's zone (jsdom, like browsers, rewrites the value's format). */
const shownMoment = () => Date.parse((screen.getByLabelText('As of') as HTMLInputElement).value);

describe('the as-of panel of a user’s history', () => {
  it('shows the moment chosen elsewhere (a history row, "Now") in place of the one typed', async () => {
    const { rerender } = render(panel(null));
    fireEvent.change(screen.getByLabelText('As of'), { target: { value: '2025-12-24T18:30:15' } });
    expect(shownMoment()).toBe(Date.parse('2025-12-24T18:30:15'));

    rerender(panel(replayed.asOf));
    expect(shownMoment()).toBe(Date.parse(replayed.asOf));
    expect(await screen.findByText('Balance: 12 credits')).toBeInTheDocument();

    rerender(panel(null));
    expect(screen.getByLabelText('As of')).toHaveValue('');
  });
});
