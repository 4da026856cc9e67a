import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/api-mock';
import { renderAt } from '@/test/render';

describe('blocked storage', () => {
  it('warns the visitor once that preferences will not be remembered', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    mockApi();
    await renderAt('/en/faq');
    expect(
      await screen.findByText(
        'Your browser blocks local storage: your preferences will not be remembered on this device.',
      ),
    ).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
