/** The account screens, one code-split chunk for the whole flow (login ↔ register ↔ reset are visited together). */
export { LoginPage } from './LoginPage';
export { RegisterPage } from './RegisterPage';
export { ResetEmailPage } from './ResetEmailPage';
export { ResetPasswordPage } from './ResetPasswordPage';
