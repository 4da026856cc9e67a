/** The languages of the site (docs/product.md §3): every mail exists in both. */
export type MailLocale = 'fr' | 'en';

export interface MailContent {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

export interface LinkMailInput {
  readonly locale: MailLocale;
  /** The absolute https (or, locally, http) link the member follows. */
  readonly link: string;
  readonly username: string;
}

/** The words of one mail in one language; every mail is a greeting, an explanation, a button and a note. */
interface Copy {
  readonly subject: string;
  readonly greeting: (username: string) => string;
  readonly paragraphs: readonly string[];
  readonly action: string;
  readonly fallback: string;
  readonly notice: string;
  readonly signature: string;
}

const common = {
  fr: {
    greeting: (username: string) => `Bonjour ${username},`,
    fallback: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
    signature: 'À bientôt,\nL’équipe',
  },
  en: {
    greeting: (username: string) => `Hello ${username},`,
    fallback: 'If the button does not work, copy this link into your browser:',
    signature: 'See you soon,\nThe team',
  },
} as const;

const RESET_PASSWORD: Record<MailLocale, Copy> = {
  fr: {
    ...common.fr,
    subject: 'Réinitialisez votre mot de passe',
    paragraphs: ['Nous avons reçu une demande pour réinitialiser le mot de passe de votre compte.'],
    action: 'Choisir un nouveau mot de passe',
    notice: 'Si vous n’êtes pas à l’origine de cette demande, ignorez ce courriel : votre mot de passe reste le même.',
  },
  en: {
    ...common.en,
    subject: 'Reset your password',
    paragraphs: ['We received a request to reset the password of your account.'],
    action: 'Choose a new password',
    notice: 'If you did not ask for this, you can ignore this email: your password stays the same.',
  },
};

const RESET_EMAIL: Record<MailLocale, Copy> = {
  fr: {
    ...common.fr,
    subject: 'Confirmez votre nouvelle adresse courriel',
    paragraphs: [
      'Vous avez demandé à utiliser cette adresse pour votre compte.',
      'Confirmez-la pour que nous puissions vous écrire ici désormais.',
    ],
    action: 'Confirmer cette adresse',
    notice: 'Si vous n’êtes pas à l’origine de cette demande, ignorez ce courriel : rien ne changera.',
  },
  en: {
    ...common.en,
    subject: 'Confirm your new email address',
    paragraphs: [
      'You asked to use this address for your account.',
      'Confirm it so that we can write to you here from now on.',
    ],
    action: 'Confirm this address',
    notice: 'If you did not ask for this, you can ignore this email: nothing will change.',
  },
};

const CLAIM_PROFILE: Record<MailLocale, Copy> = {
  fr: {
    ...common.fr,
    subject: 'Votre profil vous attend',
    paragraphs: [
      'Un profil a été préparé pour vous sur notre annuaire.',
      'Pour en prendre possession, choisissez votre nom d’utilisateur, votre adresse courriel et votre mot de passe.',
    ],
    action: 'Réclamer mon profil',
    notice: 'Si ce profil ne vous concerne pas, ignorez ce courriel ou répondez-nous pour nous le signaler.',
  },
  en: {
    ...common.en,
    subject: 'Your profile is waiting for you',
    paragraphs: [
      'A profile has been prepared for you on our directory.',
      'To take it over, choose your username, email address and password.',
    ],
    action: 'Claim my profile',
    notice: 'If this profile is not yours, ignore this email or reply to let us know.',
  },
};

const REGISTRATION_ATTEMPT: Record<MailLocale, Copy> = {
  fr: {
    ...common.fr,
    subject: 'Tentative d’inscription avec votre adresse',
    paragraphs: [
      'Quelqu’un a essayé de créer un nouveau compte sur notre annuaire avec cette adresse courriel.',
      'Elle appartient déjà à votre compte : aucun autre compte n’a été créé.',
    ],
    action: 'Choisir un nouveau mot de passe',
    notice:
      'Si c’était vous, connectez-vous avec votre compte existant ou choisissez un nouveau mot de passe. Sinon, ignorez ce courriel : rien n’a changé.',
  },
  en: {
    ...common.en,
    subject: 'Someone tried to register with your address',
    paragraphs: [
      'Someone tried to create a new account on our directory with this email address.',
      'It already belongs to your account, so no other account was created.',
    ],
    action: 'Choose a new password',
    notice:
      'If it was you, sign in with your existing account or choose a new password. Otherwise, ignore this email: nothing changed.',
  },
};

const EMAIL_CHANGE_ATTEMPT: Record<MailLocale, Copy> = {
  fr: {
    ...common.fr,
    subject: 'Demande d’utilisation de votre adresse',
    paragraphs: [
      'Quelqu’un a demandé à utiliser cette adresse courriel pour un autre compte sur notre annuaire.',
      'Elle appartient déjà à votre compte : elle y reste, rien n’a changé.',
    ],
    action: 'Me connecter',
    notice: 'Si ce n’était pas vous, ignorez ce courriel. Votre compte et votre mot de passe restent les mêmes.',
  },
  en: {
    ...common.en,
    subject: 'Someone asked to use your address',
    paragraphs: [
      'Someone asked to use this email address for another account on our directory.',
      'It already belongs to your account, and stays there: nothing changed.',
    ],
    action: 'Sign in',
    notice: 'If it was not you, ignore this email. Your account and password stay the same.',
  },
};

/** Text for HTML: everything that could open a tag, an entity or leave an attribute is escaped. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** A link in a mail must be a web address; anything else (javascript:, data:) is a bug upstream. */
function checkedLink(link: string): string {
  const url = new URL(link);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`Not a web link: ${url.protocol}`);
  return url.toString();
}

function render(copies: Record<MailLocale, Copy>, input: LinkMailInput): MailContent {
  const copy = copies[input.locale];
  const link = checkedLink(input.link);
  const greeting = copy.greeting(input.username);
  const text = [greeting, ...copy.paragraphs, `${copy.action}\n${link}`, copy.notice, copy.signature].join('\n\n');
  const paragraph = (content: string) => `<p style="margin:0 0 16px">${content}</p>`;
  const html = `<!doctype html>
<html lang="${input.locale}">
<head><meta charset="utf-8"><title>${escapeHtml(copy.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
<div style="max-width:560px;margin:0 auto;padding:32px;background:#ffffff;border-radius:8px;line-height:1.5">
${[greeting, ...copy.paragraphs].map((line) => paragraph(escapeHtml(line))).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#18181b;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(copy.action)}</a></p>
${paragraph(`${escapeHtml(copy.fallback)}<br><a href="${escapeHtml(link)}" style="color:#3f3f46;word-break:break-all">${escapeHtml(link)}</a>`)}
${paragraph(`<small style="color:#52525b">${escapeHtml(copy.notice)}</small>`)}
${paragraph(escapeHtml(copy.signature).replace('\n', '<br>'))}
</div>
</body>
</html>
`;
  return { subject: copy.subject, text, html };
}

/** The "forgot password" mail: a link to choose a new password. */
export const resetPasswordMail = (input: LinkMailInput): MailContent => render(RESET_PASSWORD, input);

/** Sent to the new address a member asked for: the link confirms they own it. */
export const resetEmailMail = (input: LinkMailInput): MailContent => render(RESET_EMAIL, input);

/** Sent when staff hand a prepared profile to its owner: the link lets them choose login and password. */
export const claimProfileMail = (input: LinkMailInput): MailContent => render(CLAIM_PROFILE, input);

/** To the owner of an address someone tried to register with: probing for accounts is seen by those probed. */
export const registrationAttemptMail = (input: LinkMailInput): MailContent => render(REGISTRATION_ATTEMPT, input);

/** To the owner of an address another member asked to move to; that member is told nothing. */
export const emailChangeAttemptMail = (input: LinkMailInput): MailContent => render(EMAIL_CHANGE_ATTEMPT, input);
