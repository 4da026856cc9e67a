import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import Box from '@mui/material/Box';
import { SiteContainer } from '@/components/SiteContainer';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Flag } from '@/components/Flag';
import { Logo } from '@/components/Logo';
import { LocaleLink } from '@/components/LocaleLink';
import { MODAL_KEYS } from '@/config/paths';
import { variant } from '@/config/variant';
import { useCryptoOffered } from '@/features/payments';
import { useSiteSettings } from '@/features/site-settings';
import { useQueryModal } from '@/lib/use-query-modal';
import { ColorModeSwitch } from './ColorModeSwitch';
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
    <Box
      component="footer"
      aria-label={t('footer.landmark')}
      sx={{ mt: 10, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', pb: { xs: 9, md: 0 } }}
    >
      <SiteContainer sx={{ py: { xs: 5, md: 7 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 4, md: 5 },
            gridTemplateColumns: { xs: '1fr 1fr', md: '1.6fr 1fr 1fr' },
          }}
        >
          <Box sx={{ gridColumn: { xs: 'span 2', md: 'auto' }, display: 'grid', gap: 2, alignContent: 'start' }}>
            <Logo compact />
            <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 360 }}>
              {t(`footer.text.${variant.website}`)}
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
              <Flag height={18} />
              <Typography variant="caption" color="text.secondary">
                {t('footer.payments')}{' '}
                {new Intl.ListFormat(i18n.language, { type: 'disjunction' }).format(
                  payments.map((method) => t(`footer.paymentMethods.${method}`)),
                )}
              </Typography>
            </Box>
          </Box>
          <FooterColumn id="footer-information" title={t('footer.information')}>
            {INFO_LINKS.map(([to, key]) => (
              <li key={to}>
                <Link component={LocaleLink} to={to}>
                  {t(`pages.${key}`)}
                </Link>
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
                <Link
                  component="button"
                  type="button"
                  onClick={cookies.openModal}
                  sx={{ font: 'inherit', textAlign: 'left' }}
                >
                  {t('footer.cookies')}
                </Link>
              </li>
            )}
            {variant.sisterSiteUrl && (
              <li>
                <Link
                  href={variant.sisterSiteUrl}
                  target="_blank"
                  rel="noopener"
                  sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
                >
                  {t(`footer.sisterSite.${variant.website}`)}
                  <OpenInNewRounded sx={{ fontSize: 15 }} titleAccess={t('footer.newTab')} />
                </Link>
              </li>
            )}
          </FooterColumn>
        </Box>
        <PopularSearches />
        <Box
          sx={{
            mt: 5,
            pt: 3,
            borderTop: 1,
            borderColor: 'divider',
            display: 'flex',
            flexDirection: { xs: 'column', md: 'row' },
            gap: 1.5,
            justifyContent: 'space-between',
          }}
        >
          <Typography variant="caption" color="text.secondary" sx={{ maxWidth: 720 }}>
            {t('footer.adultsOnly')}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t('footer.copyright', { year: new Date().getFullYear(), name: siteName })}
          </Typography>
        </Box>
      </SiteContainer>
    </Box>
  );
}
