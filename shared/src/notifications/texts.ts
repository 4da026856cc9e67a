import type { CustomNotificationBody, NotificationType } from './events';

/** The languages of docs/product.md §3 ("Languages: fr, en"). */
export const NOTIFICATION_LANGUAGES = ['fr', 'en'] as const;
export type NotificationLanguage = (typeof NOTIFICATION_LANGUAGES)[number];

export interface NotificationText {
  readonly title: string;
  readonly description: string;
}

/**
 * Title and description of every notification type but `custom` (whose text staff write), in both
 * languages. Shared so the site can render the same words the API answers.
 */
export const NOTIFICATION_TEXTS: Readonly<
  Record<Exclude<NotificationType, 'custom'>, Readonly<Record<NotificationLanguage, NotificationText>>>
> = {
  pictureRemoved: {
    fr: {
      title: 'Photo retirée',
      description:
        "Une de vos photos a été retirée par notre équipe parce qu'elle ne respecte pas nos conditions d'utilisation.",
    },
    en: {
      title: 'Picture removed',
      description: 'One of your pictures was removed by our team because it does not follow our terms of service.',
    },
  },
  creditsBalanceUpdated: {
    fr: {
      title: 'Crédits ajoutés',
      description: 'Votre solde de crédits a été mis à jour. Merci de votre achat!',
    },
    en: {
      title: 'Credits added',
      description: 'Your credit balance has been updated. Thank you for your purchase!',
    },
  },
  roleUpdatedEscort: {
    fr: {
      title: 'Votre compte est maintenant un compte escorte',
      description: 'Complétez votre profil et ajoutez des photos pour apparaître dans les annonces.',
    },
    en: {
      title: 'Your account is now an escort account',
      description: 'Complete your profile and add pictures to appear in the listings.',
    },
  },
  roleUpdatedClient: {
    fr: {
      title: 'Votre compte est maintenant un compte client',
      description: "Votre profil n'apparaît plus dans les annonces. Vous pouvez toujours écrire aux annonceuses.",
    },
    en: {
      title: 'Your account is now a client account',
      description: 'Your profile no longer appears in the listings. You can still write to advertisers.',
    },
  },
  accountApproved: {
    fr: {
      title: 'Compte approuvé',
      description: 'Bonne nouvelle : votre compte a été approuvé et votre profil peut maintenant être affiché.',
    },
    en: {
      title: 'Account approved',
      description: 'Good news: your account has been approved and your profile can now be shown.',
    },
  },
  actionTakenOnReportedUser: {
    fr: {
      title: 'Suite à votre signalement',
      description: 'Merci de votre signalement. Notre équipe a pris des mesures concernant ce compte.',
    },
    en: {
      title: 'About your report',
      description: 'Thank you for your report. Our team has taken action on that account.',
    },
  },
  verificationRequested: {
    fr: {
      title: 'Vérification demandée',
      description: 'Veuillez vérifier votre identité pour que votre profil reste en ligne. Touchez ici pour commencer.',
    },
    en: {
      title: 'Verification requested',
      description: 'Please verify your identity so your profile stays online. Tap here to start.',
    },
  },
  verificationRequestedAgain: {
    fr: {
      title: 'Nouvelle vérification demandée',
      description: "Votre vérification n'a pas pu être acceptée. Veuillez envoyer de nouvelles photos de vérification.",
    },
    en: {
      title: 'Verification requested again',
      description: 'Your verification could not be accepted. Please send new verification pictures.',
    },
  },
};

/** What a notification says to a reader: staff's own words for `custom`, the catalogue's otherwise. */
export function notificationText(
  type: NotificationType,
  body: CustomNotificationBody | null,
  language: NotificationLanguage,
): NotificationText {
  if (type === 'custom') return body ? body[language] : { title: '', description: '' };
  return NOTIFICATION_TEXTS[type][language];
}
