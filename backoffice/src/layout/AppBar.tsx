import { Box, Chip, ListItemIcon, ListItemText, MenuItem, Typography } from '@mui/material';
import Public from '@mui/icons-material/Public';
import {
  AppBar as RaAppBar,
  LocalesMenuButton,
  Logout,
  TitlePortal,
  ToggleThemeButton,
  UserMenu,
  useGetIdentity,
  useTranslate,
} from 'react-admin';
import { SITE_ROOT, variant } from '../config/variant';

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
 * The account menu's button shows the staff member's name: its accessible name says it too ("Profil (admin)"),
 * so a voice user saying what they see reaches it (WCAG 2.5.3, label in name).
 */
function AccountMenu() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const menu = translate('ra.auth.user_menu');
  return (
    <UserMenu label={identity?.fullName ? `${menu} (${identity.fullName})` : menu}>
      <BackToSite />
      <Logout />
    </UserMenu>
  );
}

/** Page title on the left, logo in the middle, language, theme and the account menu on the right. */
export function AppBar() {
  return (
    <RaAppBar
      toolbar={
        <>
          <LocalesMenuButton />
          <ToggleThemeButton />
        </>
      }
      userMenu={<AccountMenu />}
    >
      <TitlePortal />
      <Box sx={{ flex: 1 }} />
      <Logo />
      <Box sx={{ flex: 1 }} />
    </RaAppBar>
  );
}
