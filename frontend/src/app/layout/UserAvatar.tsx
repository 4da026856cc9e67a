import type { CurrentUser } from '@annuaire/shared';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import { IMAGE_QUALITY, imageUrl } from '@/lib/image-url';
import { isAvailable } from './nav-model';

/** The member's picture (or initial) with the green availability dot. */
export function UserAvatar({ user, size = 26 }: { user: CurrentUser; size?: number }) {
  // The API gives the picture's storage key, not an address: load it through the image endpoint (smallest width).
  const src = user.profilePicture ? imageUrl(user.profilePicture.url, 640, IMAGE_QUALITY.low) : undefined;
  const avatar = (
    <Avatar
      src={src}
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
