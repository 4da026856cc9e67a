import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/api-mock';
import { renderAt } from '@/test/render';
import { DepositInstructions } from './DepositInstructions';

const user = userEvent.setup({ delay: null });

const REQUEST = {
  requestId: 'req-1',
  reference: 'ANN-7F3K-Q9',
  credits: 30,
  price: 30,
  instructions: { recipient: 'paiements@annuaire.example', amount: 30, message: 'ANN-7F3K-Q9' },
};

describe('the Interac instructions', () => {
  it('give the recipient and the reference each a copy button with its copied toast, never broken mid-word', async () => {
    mockApi();
    const routes = [{ path: '/en/pay', Component: () => <DepositInstructions request={REQUEST} /> }];
    await renderAt('/en/pay', { routes });

    const reference = await screen.findByText(REQUEST.reference);
    expect(getComputedStyle(reference).wordBreak).not.toBe('break-all');
    await user.click(screen.getByRole('button', { name: 'Copy the reference' }));
    expect(await screen.findByText('Reference copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(REQUEST.reference);

    await user.click(screen.getByRole('button', { name: 'Copy the recipient' }));
    expect(await screen.findByText('Recipient copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(REQUEST.instructions.recipient);
  });
});
