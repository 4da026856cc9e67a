import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useStaffRole } from '../../common/permissions';
import { ClaimProfileButton, DeleteUserButton, MergeButton } from '../actions/AccountButtons';
import { AdjustCreditsButton, DepositCreditsButton } from '../actions/CreditsButtons';
import { LoginAsButton } from '../actions/LoginAsButton';
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
  if (!record || record.status !== 'active' || !may('editUser')) return null;
  return (
    <Card sx={{ ml: { md: 2 }, mt: { xs: 2, md: 0 }, width: { md: 260 }, flexShrink: 0, alignSelf: 'flex-start' }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate('annuaire.users.actions.title')}
        </Typography>
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
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
