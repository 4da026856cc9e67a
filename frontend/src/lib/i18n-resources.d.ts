import type auth from '../locales/en/auth.json';
import type account from '../locales/en/account.json';
import type common from '../locales/en/common.json';
import type directory from '../locales/en/directory.json';
import type errors from '../locales/en/errors.json';
import type footer from '../locales/en/footer.json';
import type guides from '../locales/en/guides.json';
import type help from '../locales/en/help.json';
import type home from '../locales/en/home.json';
import type legal from '../locales/en/legal.json';
import type messages from '../locales/en/messages.json';
import type panels from '../locales/en/panels.json';
import type profile from '../locales/en/profile.json';
import type validation from '../locales/en/validation.json';

/** Typed keys: a `t()` call naming a key that does not exist fails the type check. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      home: typeof home;
      auth: typeof auth;
      errors: typeof errors;
      legal: typeof legal;
      guides: typeof guides;
      help: typeof help;
      directory: typeof directory;
      profile: typeof profile;
      footer: typeof footer;
      panels: typeof panels;
      messages: typeof messages;
      account: typeof account;
      validation: typeof validation;
    };
  }
}
