import { LISTING_CATEGORIES, type ParsedListingPath } from '@annuaire/shared';
import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@/components/LocaleLink';
import { genderOptions, type ListingFilters } from '../listing-filters';
import { listingHref } from '../listing-place';

/** How far each end of the row fades when there is more that way. */
const FADE_PX = 24;
/** A row scrolled away from its start fades at that end too, so a tab cut there reads as "more this way". */
const markScrolled = (nav: HTMLElement) => nav.toggleAttribute('data-scrolled', nav.scrollLeft > 0);

/**
 * The five categories at the same place, as links (crawlable, and each its own page). Filters follow,
 * except genders the target category does not offer. Always one row: narrower than the five, it scrolls
 * sideways (its end fades), and the current category is brought into view.
 */
export function CategoryTabs({ parsed, filters }: { parsed: ParsedListingPath; filters: ListingFilters }) {
  const { t } = useTranslation('directory');
  const { t: tc } = useTranslation();
  const navRef = useRef<HTMLElement>(null);

  // The server cannot know the screen's width, so the row starts scrolled to its beginning; a current tab past
  // the right edge ("Tous les profils" on a phone) is brought near the row's start once the page is live, just past
  // the fade, which then shows the end of the tab before it.
  useEffect(() => {
    const nav = navRef.current;
    const current = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !current) return;
    const box = nav.getBoundingClientRect();
    const tab = current.getBoundingClientRect();
    if (tab.right > box.right || tab.left < box.left) nav.scrollLeft += tab.left - box.left - FADE_PX - 4;
    markScrolled(nav);
  }, [parsed.category]);

  return (
    <Box
      component="nav"
      ref={navRef}
      aria-label={t('listing.categories')}
      onScroll={(event) => markScrolled(event.currentTarget)}
      sx={{
        flex: 1,
        minWidth: 0,
        overflowX: 'auto',
        overscrollBehaviorX: 'contain',
        mr: { xs: -2, sm: -3, md: 0 },
        pr: { xs: 2, sm: 3, md: 0 },
        // Room for the focus ring, which the scrolling box would otherwise cut.
        py: 0.5,
        my: -0.5,
        pl: 0.5,
        ml: -0.5,
        scrollbarWidth: 'none',
        maskImage: { xs: `linear-gradient(90deg, #000 calc(100% - ${FADE_PX}px), transparent)`, md: 'none' },
        '&[data-scrolled]': {
          maskImage: {
            xs: `linear-gradient(90deg, transparent, #000 ${FADE_PX}px, #000 calc(100% - ${FADE_PX}px), transparent)`,
            md: 'none',
          },
        },
      }}
    >
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'flex',
          flexWrap: 'nowrap',
          gap: 0.75,
          width: 'max-content',
        }}
      >
        {LISTING_CATEGORIES.map((category) => {
          const current = category === parsed.category;
          const offered = genderOptions(category);
          const kept = { ...filters, gender: filters.gender.filter((gender) => offered.includes(gender)) };
          return (
            <li key={category}>
              <Box
                component={LocaleLink}
                to={listingHref({ category, region: parsed.region.key, city: parsed.city?.key }, kept)}
                aria-current={current ? 'page' : undefined}
                sx={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  height: { xs: 36, md: 38 },
                  px: { xs: 1.75, md: 2 },
                  borderRadius: 999,
                  fontWeight: 650,
                  fontSize: { xs: 14, md: 14.5 },
                  whiteSpace: 'nowrap',
                  textDecoration: 'none',
                  color: current ? 'primary.contrastText' : 'text.secondary',
                  bgcolor: current ? 'primary.main' : 'transparent',
                  border: 1,
                  borderColor: current ? 'primary.main' : 'divider',
                  transition: 'color 150ms, border-color 150ms',
                  '&:hover': {
                    color: current ? undefined : 'text.primary',
                    borderColor: current ? undefined : 'text.secondary',
                  },
                  '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
                }}
              >
                {tc(`categories.${category}`)}
              </Box>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
