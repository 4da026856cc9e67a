import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import type { Recipient } from '../api/schemas';

/**
 * The other member's picture (or initial), with the green dot while they are online. Decorative: the
 * name always sits beside it, so it stays out of the accessible name of the row or heading around it.
 */
export function MemberAvatar({ member, size = 48 }: { member: Recipient; size?: number }) {
  const avatar = (
    <Avatar
      aria-hidden
      src={member.profilePicture?.url}
      alt=""
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.42,
        fontWeight: 700,
        bgcolor: 'brand.soft',
        color: 'primary.main',
      }}
    >
      {member.username.charAt(0).toUpperCase() || '?'}
    </Avatar>
  );
  if (!member.onlineNow) return avatar;
  return (
    <Badge
      overlap="circular"
      variant="dot"
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      sx={{
        '& .MuiBadge-badge': {
          bgcolor: 'online',
          width: Math.max(10, size / 5),
          height: Math.max(10, size / 5),
          borderRadius: '50%',
          boxShadow: (theme) => `0 0 0 2px ${theme.vars.palette.background.paper}`,
        },
      }}
    >
      {avatar}
    </Badge>
  );
}
