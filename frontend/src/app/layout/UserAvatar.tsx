import type { CurrentUser } from '@annuaire/shared';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import { isAvailable } from './nav-model';

/** The member's picture (or initial) with the green availability dot. */
export function UserAvatar({ user, size = 26 }: { user: CurrentUser; size?: number }) {
  const avatar = (
    <Avatar
      src={user.profilePicture?.url}
      alt=""
      sx={{ width: size, height: size, fontSize: size * 0.5, bgcolor: 'brand.soft', color: 'primary.main' }}
    >
      {user.username.charAt(0).toUpperCase()}
    </Avatar>
  );
  if (!isAvailable(user)) return avatar;
  return (
    <Badge
      overlap="circular"
      variant="dot"
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      sx={{
        '& .MuiBadge-badge': {
          bgcolor: 'online',
          boxShadow: (theme) => `0 0 0 2px ${theme.vars.palette.background.paper}`,
        },
      }}
    >
      {avatar}
    </Badge>
  );
}
