import { useCallback, useRef, useState } from 'react';
import { getCaptchaChallenge } from './challenge';
import { solveChallenge } from './solve';

async function fetchAndSolve(): Promise<string | undefined> {
  const challenge = await getCaptchaChallenge();
  return challenge ? solveChallenge(challenge) : undefined;
}

/**
 * The captcha of a form. `prepare` starts fetching and solving a challenge as soon as the visitor starts
 * filling the form, so the proof of work is usually done before they press submit; `take` hands over the
 * solution (undefined when the server has the captcha off) and forgets it, since each challenge is single-use.
 */
export function useCaptcha(): { prepare: () => void; take: () => Promise<string | undefined>; solving: boolean } {
  const pending = useRef<Promise<string | undefined> | null>(null);
  const [solving, setSolving] = useState(false);

  const prepare = useCallback(() => {
    if (pending.current) return;
    const attempt = fetchAndSolve();
    // A failed background attempt must not surface as an unhandled rejection; `take` retries.
    attempt.catch(() => {
      if (pending.current === attempt) pending.current = null;
    });
    pending.current = attempt;
  }, []);

  const take = useCallback(async () => {
    prepare();
    setSolving(true);
    try {
      return await (pending.current as Promise<string | undefined>);
    } finally {
      pending.current = null;
      setSolving(false);
    }
  }, [prepare]);

  return { prepare, take, solving };
}
