import {
  Avatar,
  Box,
  Button,
  Chip,
  IconButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Tooltip,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import AccountCircle from '@mui/icons-material/AccountCircle';
import Public from '@mui/icons-material/Public';
import { useCallback, useMemo, useState, type MouseEvent } from 'react';
import {
  AppBar as RaAppBar,
  Logout,
  TitlePortal,
  ToggleThemeButton,
  UserMenuContextProvider,
  useGetIdentity,
  useTranslate,
} from 'react-admin';
import { SITE_ROOT, variant } from '../config/variant';
import { LanguageMenu } from './LanguageMenu';

/** The product's name with the staff area's badge, centred like the react-admin demo's logo. */
function Logo() {
  const translate = useTranslate();
  return (
    <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 1 }}>
      <Typography variant="h6" component="span" sx={{ fontWeight: 800, letterSpacing: '-0.02em' }}>
        annuaire
      </Typography>
      <Chip size="small" label={`${translate('annuaire.title')} · ${variant.website}`} color="primary" />
    </Box>
  );
}

function BackToSite() {
  const translate = useTranslate();
  return (
    <MenuItem component="a" href={SITE_ROOT}>
      <ListItemIcon>
        <Public fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('annuaire.menu.backToSite')}</ListItemText>
    </MenuItem>
  );
}

/**
 * The account menu, whose label "Profil : admin" contains the name the button shows, so a voice user saying what
 * they see reaches it (WCAG 2.5.3, label in name; axe ignores words in parentheses, hence not "Profil (admin)").
 * Its own button rather than react-admin's UserMenu so the avatar beside the name is decorative (no second
 * "admin" as its alternative text).
 */
export function AccountMenu() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = useCallback(() => setAnchor(null), []);
  const context = useMemo(() => ({ onClose: close }), [close]);
  const menu = translate('ra.auth.user_menu');
  const name = identity?.fullName;
  const avatar = identity?.avatar ? (
    <Avatar src={identity.avatar} alt="" sx={{ width: 24, height: 24 }} />
  ) : (
    <AccountCircle />
  );
  const common = {
    'aria-label': name ? translate('annuaire.accountButton', { name }) : menu,
    'aria-haspopup': true,
    'aria-controls': anchor ? 'account-menu' : undefined,
    color: 'inherit' as const,
    onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
  };
  return (
    <>
      {wide && name ? (
        <Button {...common} startIcon={avatar} sx={{ textTransform: 'none', ml: 0.5 }}>
          {name}
        </Button>
      ) : (
        <Tooltip title={menu}>
          <IconButton {...common}>{avatar}</IconButton>
        </Tooltip>
      )}
      <UserMenuContextProvider value={context}>
        <Menu
          id="account-menu"
          disableScrollLock
          anchorEl={anchor}
          open={Boolean(anchor)}
          onClose={close}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        >
          <BackToSite />
          <Logout />
        </Menu>
      </UserMenuContextProvider>
    </>
  );
}

/**
 * Page title on the left, logo in the middle, language, theme and the account menu on the right. The title is the
 * page's one `<h1>`: every page's react-admin `<Title>` (lists, show and edit pages included) renders into it, so a
 * screen reader user finds what the page is without each page adding a heading of its own.
 */
export function AppBar() {
  return (
    <RaAppBar
      toolbar={
        <>
          <LanguageMenu />
          <ToggleThemeButton />
        </>
      }
      userMenu={<AccountMenu />}
    >
      <TitlePortal component="h1" />
      <Box sx={{ flex: 1 }} />
      <Logo />
      <Box sx={{ flex: 1 }} />
    </RaAppBar>
  );
}
