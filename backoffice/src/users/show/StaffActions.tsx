import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useStaffRole } from '../../common/permissions';
import { ClaimProfileButton, DeleteUserButton, MergeButton } from '../actions/AccountButtons';
import { AdjustCreditsButton, DepositCreditsButton } from '../actions/CreditsButtons';
import { LoginAsButton } from '../actions/LoginAsButton';
import { ProfileCompletionButton, StaffNoteButton, StaticButton } from '../actions/ReviewButtons';
import { SetRankButton, SetVipButton, SwitchRoleButton, VirtualLockButton } from '../actions/ProfileButtons';
import type { StaffUser } from '@annuaire/shared';

/**
 * The staff commands on one user, beside the tabs like the react-admin demo's customer aside. Each button
 * hides itself from roles that may not run it (STAFF_ACTIONS: the admin's); moderators read only.
 */
export function StaffActions() {
  const translate = useTranslate();
  const record = useRecordContext<StaffUser>();
  const { may } = useStaffRole();
  // Moderators see the card for the note and the completion request; the admin's buttons hide themselves.
  if (!record || record.status !== 'active') return null;
  return (
    <Card sx={{ ml: { md: 2 }, mt: { xs: 2, md: 0 }, width: { md: 260 }, flexShrink: 0, alignSelf: 'flex-start' }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate('annuaire.users.actions.title')}
        </Typography>
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <StaffNoteButton />
          <ProfileCompletionButton />
          {may('setStatic') && <StaticButton />}
          <LoginAsButton />
          <DepositCreditsButton />
          <AdjustCreditsButton />
          <SetVipButton />
          <SetRankButton />
          <SwitchRoleButton />
          <VirtualLockButton />
          <ClaimProfileButton />
          <MergeButton />
          <DeleteUserButton />
        </Stack>
      </CardContent>
    </Card>
  );
}
