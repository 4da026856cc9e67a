/**
 * An error the API answers as `{msg, code, issues?}` with its HTTP status. Domain and store errors
 * follow the same shape (a numeric `status` and a string `code`), so one middleware maps them all.
 */
/** One refused field; `code` and `params` (zod's, for validation) let a client word it in its language. */
export interface IssueBody {
  path: string;
  message: string;
  code?: string;
  params?: Record<string, unknown>;
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues?: ReadonlyArray<IssueBody>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message = 'Not found') => new HttpError(404, 'not_found', message);
export const badRequest = (message: string, issues?: HttpError['issues']) =>
  new HttpError(400, 'invalid_request', message, issues);

export interface ErrorBody {
  msg: string;
  code: string;
  issues?: ReadonlyArray<IssueBody>;
}

/** The status and body for any thrown value; unknown errors become a 500 that reveals nothing. */
export function toErrorResponse(error: unknown): { status: number; body: ErrorBody } | null {
  if (!error || typeof error !== 'object') return null;
  const candidate = error as {
    status?: unknown;
    code?: unknown;
    message?: unknown;
    issues?: unknown;
    expose?: unknown;
  };
  if (typeof candidate.status !== 'number' || candidate.status < 400 || candidate.status > 599) return null;
  // Koa's own http-errors (malformed JSON, body too large) expose a status and a message but no code.
  const code =
    typeof candidate.code === 'string' ? candidate.code : candidate.expose === true ? httpCode(candidate.status) : null;
  if (code === null) return null;
  const body: ErrorBody = { msg: String(candidate.message), code };
  if (Array.isArray(candidate.issues) && candidate.issues.length > 0) body.issues = candidate.issues;
  return { status: candidate.status, body };
}

function httpCode(status: number): string {
  if (status === 413) return 'payload_too_large';
  if (status === 415) return 'unsupported_media_type';
  return status === 400 ? 'invalid_request' : `http_${status}`;
}
