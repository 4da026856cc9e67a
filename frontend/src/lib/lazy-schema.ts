import type { ResponseSchema } from './api-client';

/**
 * A response schema whose code loads on first use. For responses read by the shell on every page (the
 * current user), so the validator is not part of the first download; the first check waits for it once.
 */
export function lazySchema<T>(load: () => Promise<ResponseSchema<T>>): ResponseSchema<T> & { preload: () => void } {
  let loading: Promise<ResponseSchema<T>> | undefined;
  const schema = () => (loading ??= load());
  return {
    /** Starts the download early, e.g. together with the request whose answer it will check. */
    preload: () => void schema(),
    '~standard': {
      version: 1,
      vendor: 'annuaire-lazy',
      validate: async (value) => (await schema())['~standard'].validate(value),
    },
  };
}
