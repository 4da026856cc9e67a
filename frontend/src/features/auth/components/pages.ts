/**
 * The account screens after log-in, one code-split chunk (register ↔ reset are visited together). The log-in
 * page, the one members open most, is a chunk of its own (app/routes.tsx).
 */
export { RegisterPage } from './RegisterPage';
export { ResetEmailPage } from './ResetEmailPage';
export { ResetPasswordPage } from './ResetPasswordPage';
