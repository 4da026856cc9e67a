import type { CurrentUser } from '@annuaire/shared';
import ChatBubbleOutlineRounded from '@mui/icons-material/ChatBubbleOutlineRounded';
import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { SiteContainer } from '@/components/SiteContainer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/Logo';
import { LocaleLink } from '@/components/LocaleLink';
import { useOpenSearch } from '@/lib/open-search';
import { LanguageSwitch } from './LanguageSwitch';
import { MemberBadge, MemberBell } from './member-widgets';
import { MainButton } from './MainButton';
import { showMessages } from './nav-model';

/** The top bar of docs/product.md §2; it lifts (shadow, solid background) once the page scrolls under it. */
export function TopBar({ user, unread }: { user: CurrentUser | null; unread: number }) {
  const { t } = useTranslation();
  const openSearch = useOpenSearch();
  const scrolled = useScrollTrigger({ disableHysteresis: true, threshold: 4 });
  return (
    <AppBar
      position="sticky"
      color="transparent"
      elevation={scrolled ? 4 : 0}
      sx={(theme) => ({
        backdropFilter: 'saturate(160%) blur(14px)',
        backgroundColor: scrolled ? `rgba(${theme.vars.palette.background.defaultChannel} / 0.88)` : 'transparent',
        borderBottom: 1,
        borderColor: scrolled ? 'divider' : 'transparent',
        transition: 'background-color 200ms, border-color 200ms, box-shadow 200ms',
      })}
    >
      <SiteContainer>
        <Toolbar
          disableGutters
          sx={(theme) => ({
            gap: 0.5,
            minHeight: { xs: theme.layout.appBarHeightMobile, md: theme.layout.appBarHeight },
          })}
        >
          <Box
            component={LocaleLink}
            to="/"
            sx={{ display: 'inline-flex', mr: 'auto', borderRadius: '8px', textDecoration: 'none' }}
          >
            <Logo />
          </Box>
          <Box
            component="nav"
            aria-label={t('nav.primary')}
            sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.25, md: 0.75 } }}
          >
            <IconButton
              onClick={openSearch}
              data-search-opener
              aria-label={t('nav.searchProfiles')}
              aria-haspopup="dialog"
              sx={{ display: { md: 'none' } }}
            >
              <SearchRounded />
            </IconButton>
            <Button
              onClick={openSearch}
              data-search-opener
              aria-haspopup="dialog"
              color="inherit"
              startIcon={<SearchRounded />}
              sx={{
                display: { xs: 'none', md: 'inline-flex' },
                color: 'text.secondary',
                border: 1,
                borderColor: 'divider',
                px: 2,
                mr: 0.5,
                minWidth: 180,
                justifyContent: 'flex-start',
              }}
            >
              {t('nav.searchProfiles')}
            </Button>
            <LanguageSwitch />
            {user && <MemberBell />}
            <IconButton
              component={LocaleLink}
              to="/favorites"
              aria-label={t('nav.favorites')}
              sx={{ display: { xs: 'none', md: 'inline-flex' } }}
            >
              <FavoriteBorderRounded />
            </IconButton>
            {showMessages(user) && (
              <IconButton
                component={LocaleLink}
                to="/messages"
                aria-label={unread > 0 ? t('nav.messagesUnread', { count: unread }) : t('nav.messages')}
                sx={{ display: { xs: 'none', md: 'inline-flex' } }}
              >
                {/* No badge at 0: a fading badge keeps its last number, which would contradict the link's name. */}
                {unread > 0 ? (
                  <MemberBadge count={unread}>
                    <ChatBubbleOutlineRounded />
                  </MemberBadge>
                ) : (
                  <ChatBubbleOutlineRounded />
                )}
              </IconButton>
            )}
            <Box sx={{ display: { xs: 'none', md: 'block' }, ml: 1 }}>
              <MainButton user={user} />
            </Box>
          </Box>
        </Toolbar>
      </SiteContainer>
    </AppBar>
  );
}
