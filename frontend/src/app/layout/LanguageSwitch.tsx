import { useTranslation } from 'react-i18next';
import type { MouseEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { buttonClass, startIcon } from '@/components/controls';
import { Icon } from '@/components/Icon';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { variant, type Locale } from '@/config/variant';
import { pathInLanguage, rememberLanguage } from '@/lib/language-preference';
import { useLocale } from '@/lib/use-locale';
import styles from './LanguageSwitch.module.css';

/** The other language of the current locale. */
export function otherLocale(locale: Locale): Locale {
  return locale === variant.defaultLocale ? variant.otherLocale : variant.defaultLocale;
}

/**
 * A real link to the same page in the other language (crawlable, works without script), which also
 * remembers the choice for a year. The other language's translations load before the navigation, so the
 * page switches language in one step instead of showing a loading state. A plain link and a static stylesheet
 * (LanguageSwitch.module.css): it is in every page's top bar and footer.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const { locale } = useLocale();
  const target = otherLocale(locale);
  const to = pathInLanguage(location, target);

  const switchLanguage = (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    rememberLanguage(target);
    void i18n.changeLanguage(target).then(() => navigate(to));
  };

  return (
    <RouterLink
      to={to}
      onClick={switchLanguage}
      hrefLang={target}
      lang={target}
      className={buttonClass('text', { className: styles.switch })}
    >
      <Icon name="translate" small className={startIcon} />
      {t(`language.short.${target}`)} <VisuallyHidden>{t(`language.switchTo.${target}`)}</VisuallyHidden>
    </RouterLink>
  );
}
