import type { z } from 'zod';
import { badRequest } from '../../api/errors';

/**
 * A partial edit merged with the current record, checked whole with the creation rule: a 400 naming each
 * field as the request's body would (`body.url`), exactly like `validate` does for a full body.
 */
export function parseMerged<T extends z.ZodType>(schema: T, merged: unknown): z.infer<T> {
  const result = schema.safeParse(merged);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({
    path: ['body', ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
  throw badRequest(`Invalid ${issues.map((issue) => issue.path).join(', ')}`, issues);
}
