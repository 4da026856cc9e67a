import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import type { Context, Next } from 'koa';
import { waitForProjections } from '@annuaire/projections';
import { LoginInput, RegisterInput, ResetEmailInput, ResetPasswordInput, ResetToken } from '@annuaire/shared';
import { actorOf, metadataOf, stateOf } from '../api/context';
import type { ApiDependencies } from '../api/dependencies';
import { HttpError } from '../api/errors';
import { validate, type ValidatedContext } from '../api/validate';
import { refuseImpersonation } from '../auth/impersonation';
import { loginLimits } from '../auth/loginLimits';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { rateLimit } from '../auth/rateLimit';
import {
  clearSessionCookie,
  createSession,
  isHttpsSite,
  revokeAllSessions,
  revokeSession,
  setSessionCookie,
} from '../auth/sessions';
import { recordLoginAddress } from '../connections/loginAddresses';
import { DomainError } from '../domain/decider';
import { currentUserOf } from '../users/dto';
import { registerUser } from './register';
import { findAccountByIdentifier } from './repository';
import { normaliseUsername } from './usernames';
import { requestEmailChange, requestPasswordReset, resetEmail, resetPassword, tellEmailOwner } from './resets';

const MINUTE = 60_000;

/** Registration, login, logout and the emailed resets (docs/product.md §7). */
export function authRouter(deps: ApiDependencies): Router {
  const { db, config, captcha } = deps;
  const router = new Router({ prefix: '/api/auth' });
  const limited = (name: string, limit: number) => rateLimit({ db, name, limit, windowMs: 15 * MINUTE });
  const logins = loginLimits({ db, now: () => deps.now().getTime() });
  const httpsSite = isHttpsSite(config.PUBLIC_URL);

  const startSession = async (ctx: Context, userId: string, remember: boolean) => {
    const { token, expiresAt } = await createSession(db, {
      userId,
      remember,
      userAgent: ctx.get('user-agent').slice(0, 300),
      ip: ctx.ip,
      now: deps.now(),
    });
    setSessionCookie(ctx, token, expiresAt, httpsSite, remember);
    // Where members sign in from links accounts for staff (docs/product.md §7 lookup-connections).
    await recordLoginAddress(db, { userId, ip: ctx.ip, at: deps.now() });
  };

  const answerUser = async (ctx: Context, userId: string) => {
    ctx.body = await currentUserOf(db, userId, deps.now());
  };

  router.post(
    '/register',
    limited('register', 10),
    validate({ body: RegisterInput }),
    captcha.require(),
    async (ctx: ValidatedContext<{ body: typeof RegisterInput }>) => {
      const input = ctx.state.input.body;
      const userId = randomUUID();
      const metadata = { ...metadataOf(ctx, deps.now()), actorId: userId, actorRole: input.role };
      const registration = {
        userId,
        username: input.username,
        email: input.email,
        passwordHash: await hashPassword(input.password),
        role: input.role,
        gender: input.gender,
      };
      const append = await registerUser(deps, registration, metadata).catch(async (error: unknown) => {
        // Registering signs in at once (no confirmation mail), so a taken address cannot be answered
        // as a success; the 409 stays (after the captcha and within the limit), and the address's
        // owner hears of the attempt.
        if (error instanceof DomainError && error.code === 'email_taken') {
          await tellEmailOwner(deps, input.email, 'registration', localeOf(ctx));
        }
        throw error;
      });
      await waitForProjections(db, ['users'], append.position);
      await startSession(ctx, userId, false);
      await answerUser(ctx, userId);
      ctx.status = 201;
    },
  );

  router.post('/', validate({ body: LoginInput }), async (ctx: ValidatedContext<{ body: typeof LoginInput }>) => {
    const { identifier, password, remember, captcha: solution } = ctx.state.input.body;
    // Every login pays a proof of work; failures raise how much, never lock (auth/loginLimits.ts).
    const solvedLevel = await captcha.solvedLevel(solution);
    if (solvedLevel === null) throw new HttpError(400, 'captcha_invalid', 'The captcha is missing or wrong');
    const account = await findAccountByIdentifier(db, identifier);
    // Counted per account (an unknown name counts like an account, so the level asked says nothing
    // about who exists) and per address.
    const attempt = await logins.begin(
      ctx,
      account ? `user:${account.user_id}` : `name:${normaliseUsername(identifier).toLowerCase()}`,
      solvedLevel,
    );
    // Same answer, and the same hashing work, whether the account exists or not.
    const valid = await verifyPassword(account?.password_hash ?? null, password);
    if (!account || !valid) throw attempt.failed();
    await attempt.succeeded();
    await startSession(ctx, account.user_id, remember);
    await answerUser(ctx, account.user_id);
  });

  router.delete('/', async (ctx) => {
    const session = stateOf(ctx).session;
    if (session) await revokeSession(db, session.token);
    clearSessionCookie(ctx);
    ctx.status = 204;
  });

  // Signing the member out everywhere is theirs to do; the staff member's own session ends with DELETE /.
  router.delete('/logout-all-devices', refuseImpersonation, async (ctx) => {
    await revokeAllSessions(db, actorOf(ctx).userId);
    clearSessionCookie(ctx);
    ctx.status = 204;
  });

  router.post(
    '/reset-password',
    refuseImpersonation,
    limited('reset-password', 10),
    refuseMalformedToken,
    validate({ body: ResetPasswordInput }),
    async (ctx: ValidatedContext<{ body: typeof ResetPasswordInput }>) => {
      const input = ctx.state.input.body;
      if ('token' in input) await resetPassword(deps, input, metadataOf(ctx, deps.now()));
      else {
        await captcha.assert(input.captcha);
        await requestPasswordReset(deps, input.email, localeOf(ctx));
      }
      ctx.status = 204;
    },
  );

  router.post(
    '/reset-email',
    refuseImpersonation,
    limited('reset-email', 10),
    validate({ body: ResetEmailInput }),
    async (ctx: ValidatedContext<{ body: typeof ResetEmailInput }>) => {
      const input = ctx.state.input.body;
      if ('token' in input) await resetEmail(deps, input.token, metadataOf(ctx, deps.now()));
      else {
        const actor = actorOf(ctx);
        await captcha.assert(input.captcha);
        await requestEmailChange(deps, actor.userId, input.email, localeOf(ctx));
      }
      ctx.status = 204;
    },
  );

  return router;
}

/**
 * A body naming a token is a confirmation: a token that cannot be one we wrote (wrong characters or length)
 * answers `invalid_token` at once, like an unknown one, and nothing is mailed (issue 18, item 6).
 */
async function refuseMalformedToken(ctx: Context, next: Next) {
  const body = (ctx.request as { body?: unknown }).body;
  if (typeof body === 'object' && body !== null && 'token' in body) {
    if (!ResetToken.safeParse((body as { token: unknown }).token).success) {
      throw new HttpError(400, 'invalid_token', 'This link is invalid, expired or already used');
    }
  }
  await next();
}

/** The language of mails: the site's language cookie, else the browser's preference, else French. */
export function localeOf(ctx: Context): 'fr' | 'en' {
  const cookie = ctx.cookies.get('lang');
  if (cookie === 'fr' || cookie === 'en') return cookie;
  return ctx.acceptsLanguages('fr', 'en') === 'en' ? 'en' : 'fr';
}
