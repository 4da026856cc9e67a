import type { ResponseSchema } from './api-client';

/**
 * A response schema whose code loads with its first request. For answers the first paint waits for (the
 * current user, a listing), so the validator is not part of the first download; the first check waits for
 * it once.
 */
export function lazySchema<T>(load: () => Promise<ResponseSchema<T>>): ResponseSchema<T> {
  let loading: Promise<ResponseSchema<T>> | undefined;
  const schema = () => (loading ??= load());
  return {
    /** Called by apiRequest as the request starts, so the validator downloads beside it. */
    preload: () => void schema(),
    '~standard': {
      version: 1,
      vendor: 'annuaire-lazy',
      validate: async (value) => (await schema())['~standard'].validate(value),
    },
  };
}
