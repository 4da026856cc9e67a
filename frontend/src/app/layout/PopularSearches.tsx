import { footerLinks, parseListingPath, type FooterLink, type LabelLocale } from '@annuaire/shared';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@/components/LocaleLink';
import { variant } from '@/config/variant';
import { regionName } from '@/lib/place-name';
import { useLocale } from '@/lib/use-locale';

/** A region of the footer with its flagged cities; `path` is absent when only its cities are flagged. */
export interface PlaceGroup {
  readonly key: string;
  readonly name: string;
  readonly path?: string;
  readonly cities: readonly { readonly id: string; readonly name: string; readonly path: string }[];
}

/**
 * The site's footer links (docs/product.md §2: places flagged footerLink, female-escorts listings) grouped by region,
 * so a city reads under its region: "Winnipeg" the region and "Winnipeg" the city stay distinguishable.
 */
export function groupFooterLinks(links: readonly FooterLink[], locale: LabelLocale): PlaceGroup[] {
  const groups: { key: string; name: string; path?: string; cities: PlaceGroup['cities'][number][] }[] = [];
  for (const link of links) {
    const region = parseListingPath(link.path)?.region;
    if (!region) continue;
    let group = groups.at(-1);
    if (group?.key !== region.key) {
      group = { key: region.key, name: regionName(region, locale), cities: [] };
      groups.push(group);
    }
    if (link.kind === 'region') group.path = link.path;
    else group.cities.push({ id: link.id, name: link.label[locale], path: link.path });
  }
  return groups;
}

const LINKS = footerLinks(variant.website);

/** The footer's "popular searches": every flagged region and city of the site, in newspaper columns. */
export function PopularSearches() {
  const { t } = useTranslation('footer');
  const { locale } = useLocale();
  return (
    <Box
      component="section"
      aria-labelledby="footer-popular"
      sx={{ mt: 5, pt: 4, borderTop: 1, borderColor: 'divider' }}
    >
      <Typography
        id="footer-popular"
        variant="overline"
        component="h2"
        color="text.secondary"
        sx={{ display: 'block', mb: 1.5 }}
      >
        {t('footer.popular')}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          columnWidth: 190,
          columnGap: 4,
          '& > li': { breakInside: 'avoid', mb: 2 },
          '& a': { color: 'text.primary', opacity: 0.86, '&:hover': { opacity: 1 } },
        }}
      >
        {groupFooterLinks(LINKS, locale).map((group) => (
          <li key={group.key}>
            {group.path ? (
              <Link component={LocaleLink} to={group.path} sx={{ fontSize: 14.5, fontWeight: 600 }}>
                {t('footer.listing', { place: group.name })}
              </Link>
            ) : (
              <Typography component="span" sx={{ fontSize: 14.5, fontWeight: 600, color: 'text.secondary' }}>
                {group.name}
              </Typography>
            )}
            {group.cities.length > 0 && (
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.75, pl: 1.5, display: 'grid', gap: 0.75 }}>
                {group.cities.map((city) => (
                  <li key={city.id}>
                    <Link component={LocaleLink} to={city.path} sx={{ fontSize: 14 }}>
                      {city.name}
                    </Link>
                  </li>
                ))}
              </Box>
            )}
          </li>
        ))}
      </Box>
    </Box>
  );
}
