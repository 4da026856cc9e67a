import { apiRequest } from '@/lib/api-client';

/** POST /api/errors `{ error, trace }`: a page that crashed, for the team to fix. Never throws. */
export async function reportError(error: unknown, trace: string | undefined): Promise<void> {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  try {
    await apiRequest('POST', '/api/errors', {
      body: { error: message, trace: trace ?? (error instanceof Error ? error.stack : undefined) ?? '' },
    });
  } catch (reportFailure) {
    // Reporting is best effort; the visitor already sees the fallback screen.
    console.warn('Could not report the page error', reportFailure);
  }
}
