import { Box, Chip, Stack } from '@mui/material';
import {
  BooleanField,
  FunctionField,
  Labeled,
  NumberField,
  TextField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { LocalDateField, RegionText, RoleChip, VerificationChip } from '../fields';
import type { TabContentProps } from './TabContentProps';
import type { StaffUser } from '@annuaire/shared';

/** Every field of the staff record (`GET /api/users/{id}`), grouped like the site's profile editor. */
export function ProfileTab(_props: TabContentProps) {
  const translate = useTranslate();
  const record = useRecordContext<StaffUser>();
  if (!record) return null;
  return (
    <Stack spacing={3} sx={{ py: 1 }}>
      <Grid>
        <Labeled source="username">
          <TextField source="username" />
        </Labeled>
        <Labeled source="email">
          <TextField source="email" emptyText="—" />
        </Labeled>
        <Labeled source="contactEmail">
          <TextField source="contactEmail" emptyText="—" />
        </Labeled>
        <Labeled source="phone">
          <TextField source="phone" emptyText="—" />
        </Labeled>
        <Labeled source="role">
          <FunctionField render={(user: StaffUser) => <RoleChip role={user.role} />} />
        </Labeled>
        <Labeled source="gender">
          <FunctionField render={(user: StaffUser) => translate(`annuaire.users.genders.${user.gender}`)} />
        </Labeled>
        <Labeled source="status">
          <FunctionField render={(user: StaffUser) => translate(`annuaire.users.statuses.${user.status}`)} />
        </Labeled>
        <Labeled source="createdAt">
          <LocalDateField source="createdAt" showTime />
        </Labeled>
      </Grid>
      <Grid>
        <Labeled source="credits">
          <NumberField source="credits" />
        </Labeled>
        <Labeled source="vip">
          <LocalDateField source="vip" showTime emptyText="—" />
        </Labeled>
        <Labeled source="pending">
          <BooleanField source="pending" looseValue />
        </Labeled>
        <Labeled source="libertine">
          <BooleanField source="libertine" looseValue />
        </Labeled>
        <Labeled source="verificationState">
          <FunctionField
            render={(user: StaffUser) =>
              user.verificationState ? <VerificationChip state={user.verificationState} /> : '—'
            }
          />
        </Labeled>
        <Labeled source="rankOverride">
          <NumberField source="rankOverride" emptyText="—" />
        </Labeled>
        <Labeled source="ghost">
          <BooleanField source="ghost" looseValue />
        </Labeled>
        <Labeled source="online">
          <LocalDateField source="online" showTime emptyText="—" />
        </Labeled>
      </Grid>
      <Grid>
        <Labeled source="location">
          <FunctionField render={(user: StaffUser) => <Place place={user.location} />} />
        </Labeled>
        <Labeled source="secondaryLocation">
          <FunctionField render={(user: StaffUser) => <Place place={user.secondaryLocation} />} />
        </Labeled>
        <Labeled source="incall">
          <BooleanField source="incall" looseValue />
        </Labeled>
        <Labeled source="outcall">
          <BooleanField source="outcall" looseValue />
        </Labeled>
        <Labeled source="virtual">
          <BooleanField source="virtual" looseValue />
        </Labeled>
        <Labeled source="virtualLocked">
          <BooleanField source="virtualLocked" looseValue />
        </Labeled>
        <Labeled source="messaging">
          <BooleanField source="messaging" looseValue />
        </Labeled>
        <Labeled source="websiteUrl">
          <TextField source="websiteUrl" emptyText="—" />
        </Labeled>
      </Grid>
      <Labeled source="headline">
        <TextField source="headline" emptyText="—" />
      </Labeled>
      <Labeled source="bio">
        <TextField source="bio" emptyText="—" sx={{ whiteSpace: 'pre-line' }} />
      </Labeled>
      <Labeled source="tags">
        <FunctionField
          render={(user: StaffUser) =>
            // The list's row stands in for the record until it loads: it has no tags yet.
            !user.tags?.length ? (
              '—'
            ) : (
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                {user.tags.map((tag) => (
                  <Chip key={tag} size="small" label={tag} />
                ))}
              </Stack>
            )
          }
        />
      </Labeled>
    </Stack>
  );
}

function Grid({ children }: { children: React.ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>{children}</Box>
  );
}

function Place({ place }: { place: StaffUser['location'] }) {
  if (!place) return <>—</>;
  return (
    <>
      <RegionText region={place.region} />
      {place.city ? ` · ${place.city}` : ''}
    </>
  );
}
