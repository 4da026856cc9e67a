import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { writeConsent } from '@/features/consent';
import { mockApi } from '@/test/api-mock';
import { renderAt } from '@/test/render';

describe('help services page', () => {
  beforeEach(() => writeConsent(false));

  it('lists the organizations with their phone and website', async () => {
    mockApi({
      'GET /api/help-services': {
        status: 200,
        body: [
          {
            _id: '1',
            name: 'Support line',
            description: 'Confidential listening.',
            url: 'https://support.example.org',
            phone: '1-800-555-0199',
          },
          { _id: '2', name: 'Unsafe link', description: 'Stored badly.', url: 'javascript:alert(1)', phone: null },
        ],
      },
    });
    await renderAt('/en/help-services');
    expect(await screen.findByRole('heading', { name: 'Support line' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call 1-800-555-0199' })).toHaveAttribute('href', 'tel:18005550199');
    expect(screen.getByRole('link', { name: /Website/ })).toHaveAttribute('href', 'https://support.example.org');
    expect(screen.getAllByRole('link', { name: /Website/ })).toHaveLength(1);
  });

  it('asks for the organizations in the page’s language, whatever the browser prefers', async () => {
    const calls = mockApi({ 'GET /api/help-services': { status: 200, body: [] } });
    await renderAt('/help-services');
    expect(await screen.findByText('La liste des organismes n’est pas disponible pour le moment.')).toBeInTheDocument();
    expect(calls.filter((call) => call.url.startsWith('/api/help-services')).map((call) => call.url)).toEqual([
      '/api/help-services?lang=fr',
    ]);
  });

  it('shows the empty state when the list is empty', async () => {
    mockApi({ 'GET /api/help-services': { status: 200, body: [] } });
    await renderAt('/en/help-services');
    expect(await screen.findByText('The list of organizations is not available right now.')).toBeInTheDocument();
  });

  it('shows the empty state when the call fails', async () => {
    mockApi({ 'GET /api/help-services': { status: 500, body: { msg: 'boom', code: 'internal' } } });
    await renderAt('/help-services');
    expect(await screen.findByText('La liste des organismes n’est pas disponible pour le moment.')).toBeInTheDocument();
  });
});
