import { useEffect, useState } from 'react';
import { Alert, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Loading, useRecordContext, useTranslate } from 'react-admin';
import { MemberLink } from '../../common/fields';
import { useStaffApi } from '../../common/useStaffApi';
import type { StaffUser } from '@annuaire/shared';
import type { TabContentProps } from './TabContentProps';

type Reason = 'ip' | 'email' | 'phone' | 'contactEmail' | 'picture';
interface ConnectedAccount {
  userId: string;
  username: string | null;
  role: string | null;
  links: Array<{ reason: Reason; detail: string }>;
}

const REASON_COLOURS: Record<Reason, string> = {
  ip: '#5c7cfa',
  email: '#f59f00',
  contactEmail: '#e8590c',
  phone: '#2f9e44',
  picture: '#c2255c',
};

/**
 * Accounts linked to this one (docs/product.md §7 lookup-connections), as a table (each link with its reason and
 * the shared value; the name opens the account) and a small star graph coloured by reason.
 */
export function ConnectionsTab(_props: TabContentProps) {
  const translate = useTranslate();
  const record = useRecordContext<StaffUser>();
  const api = useStaffApi();
  const userId = record?.id === undefined ? null : String(record.id);
  const [answer, setAnswer] = useState<{ userId: string; connections: ConnectedAccount[] | 'failed' } | null>(null);
  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    api
      .command<{ connections: ConnectedAccount[] }>(`/api/users/${encodeURIComponent(userId)}/lookup-connections`)
      .then(
        ({ data }) => !cancelled && setAnswer({ userId, connections: data.connections }),
        () => !cancelled && setAnswer({ userId, connections: 'failed' }),
      );
    return () => {
      cancelled = true;
    };
  }, [api, userId]);
  if (!record) return null;
  // An answer counts only for the member it was asked about.
  if (!answer || answer.userId !== userId) return <Loading />;
  if (answer.connections === 'failed') {
    return <Alert severity="error">{translate('annuaire.users.connections.error')}</Alert>;
  }
  const connections = answer.connections;
  if (connections.length === 0) {
    return <Typography sx={{ color: 'text.secondary' }}>{translate('annuaire.users.connections.empty')}</Typography>;
  }
  return (
    <Stack spacing={2}>
      <ConnectionGraph centre={record.username} connections={connections} />
      <Table size="small" aria-label={translate('annuaire.users.connections.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('annuaire.users.connections.account')}</TableCell>
            <TableCell>{translate('annuaire.users.connections.reasons')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {connections.map((account) => (
            <TableRow key={account.userId}>
              <TableCell>
                <MemberLink userId={account.userId} username={account.username} />
              </TableCell>
              <TableCell>
                <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  {account.links.map((link) => (
                    <Chip
                      key={`${link.reason}-${link.detail}`}
                      size="small"
                      variant="outlined"
                      sx={{ borderColor: REASON_COLOURS[link.reason] }}
                      label={`${translate(`annuaire.users.connections.reason.${link.reason}`)}: ${link.detail}`}
                    />
                  ))}
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Stack>
  );
}

const SIZE = 320;
const RADIUS = 120;

/** The member in the middle, each connected account around, one line per reason between them. */
function ConnectionGraph({ centre, connections }: { centre: string; connections: ConnectedAccount[] }) {
  const translate = useTranslate();
  const shown = connections.slice(0, 24);
  const middle = SIZE / 2;
  return (
    <svg
      width={SIZE}
      height={SIZE}
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      role="img"
      aria-label={translate('annuaire.users.connections.graph', { count: connections.length })}
    >
      {shown.map((account, index) => {
        const angle = (2 * Math.PI * index) / shown.length - Math.PI / 2;
        const x = middle + RADIUS * Math.cos(angle);
        const y = middle + RADIUS * Math.sin(angle);
        return (
          <g key={account.userId}>
            {account.links.map((link, lane) => {
              // Several reasons to one account: parallel lines, a few pixels apart.
              const offset = (lane - (account.links.length - 1) / 2) * 4;
              const dx = -Math.sin(angle) * offset;
              const dy = Math.cos(angle) * offset;
              return (
                <line
                  key={`${link.reason}-${link.detail}`}
                  x1={middle + dx}
                  y1={middle + dy}
                  x2={x + dx}
                  y2={y + dy}
                  stroke={REASON_COLOURS[link.reason]}
                  strokeWidth={2}
                >
                  <title>{translate(`annuaire.users.connections.reason.${link.reason}`)}</title>
                </line>
              );
            })}
            <circle cx={x} cy={y} r={6} fill="currentColor" />
            <text x={x} y={y + (y > middle ? 18 : -10)} textAnchor="middle" fontSize={11} fill="currentColor">
              {account.username ?? account.userId.slice(0, 8)}
            </text>
          </g>
        );
      })}
      <circle cx={middle} cy={middle} r={9} fill="#fa5252" />
      <text x={middle} y={middle + 24} textAnchor="middle" fontSize={12} fontWeight={600} fill="currentColor">
        {centre}
      </text>
    </svg>
  );
}
