import { useTranslation } from 'react-i18next';
import { Flag } from '@/components/Flag';
import { Icon } from '@/components/Icon';
import { Logo } from '@/components/Logo';
import { LocaleLink } from '@/components/LocaleLink';
import { SiteContainer } from '@/components/SiteContainer';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { MODAL_KEYS } from '@/config/paths';
import { variant } from '@/config/variant';
import { useCryptoOffered } from '@/features/payments';
import { useSiteSettings } from '@/features/site-settings';
import { useQueryModal } from '@/lib/use-query-modal';
import { ColorModeSwitch } from './ColorModeSwitch';
import styles from './Footer.module.css';
import { FooterColumn } from './FooterColumn';
import { LanguageSwitch } from './LanguageSwitch';
import { PopularSearches } from './PopularSearches';

const INFO_LINKS = [
  ['/terms-of-service', 'terms'],
  ['/privacy-policy', 'privacy'],
  ['/fraud-prevention', 'fraud'],
  ['/client-guide', 'clientGuide'],
  ['/escort-guide', 'escortGuide'],
  ['/help-services', 'helpServices'],
  ['/lexicon', 'lexicon'],
  ['/faq', 'faq'],
  ['/contact-us', 'contact'],
] as const;

/** docs/product.md §2 footer: information pages, popular listings, site settings, the sister site, the variant's identity. */
export function Footer() {
  const { t, i18n } = useTranslation('footer');
  const { t: tc } = useTranslation();
  const cookies = useQueryModal(MODAL_KEYS.cookieConsent);
  const { settings } = useSiteSettings();
  // Crypto is named only once the server says a provider is configured (docs/product.md §3).
  const { offered: cryptoOffered } = useCryptoOffered();
  const payments = variant.payments.filter((method) => method !== 'crypto' || cryptoOffered);
  const siteName = tc(`site.name.${variant.website}`);
  return (
    <footer aria-label={t('footer.landmark')} className={styles.footer}>
      <SiteContainer>
        {/* Plain elements and one static stylesheet (Footer.module.css): the footer is on every page's HTML. */}
        <div className={styles.inner}>
          <div className={styles.columns}>
            <div className={styles.identity}>
              <Logo compact />
              <p className={styles.about}>{t(`footer.text.${variant.website}`)}</p>
              <div className={styles.payments}>
                <Flag height={18} />
                <span className={styles.caption}>
                  {t('footer.payments')}{' '}
                  {new Intl.ListFormat(i18n.language, { type: 'disjunction' }).format(
                    payments.map((method) => t(`footer.paymentMethods.${method}`)),
                  )}
                </span>
              </div>
            </div>
            <FooterColumn id="footer-information" title={t('footer.information')}>
              {INFO_LINKS.map(([to, key]) => (
                <li key={to}>
                  <LocaleLink to={to} className={styles.link}>
                    {t(`pages.${key}`)}
                  </LocaleLink>
                </li>
              ))}
            </FooterColumn>
            <FooterColumn id="footer-site" title={t('footer.site')}>
              <li>
                <LanguageSwitch />
              </li>
              <li>
                <ColorModeSwitch />
              </li>
              {settings.cookieConsentEnabled && (
                <li>
                  <button type="button" onClick={cookies.openModal} className={`${styles.link} ${styles.linkButton}`}>
                    {t('footer.cookies')}
                  </button>
                </li>
              )}
              {variant.sisterSiteUrl && (
                <li>
                  <a
                    href={variant.sisterSiteUrl}
                    target="_blank"
                    rel="noopener"
                    className={`${styles.link} ${styles.external}`}
                  >
                    {t(`footer.sisterSite.${variant.website}`)}
                    <Icon name="openInNew" className={styles.externalIcon} />{' '}
                    {/* Read as "… site, opens in a new tab", a space apart (in the flex row the space takes no room). */}
                    <VisuallyHidden>{t('footer.newTab')}</VisuallyHidden>
                  </a>
                </li>
              )}
            </FooterColumn>
          </div>
          <PopularSearches />
          <div className={styles.legal}>
            <span className={`${styles.caption} ${styles.notice}`}>{t('footer.adultsOnly')}</span>
            <span className={styles.caption}>
              {t('footer.copyright', { year: new Date().getFullYear(), name: siteName })}
            </span>
          </div>
        </div>
      </SiteContainer>
    </footer>
  );
}
