import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import NotificationsNoneRounded from '@mui/icons-material/NotificationsNoneRounded';
import PaidOutlined from '@mui/icons-material/PaidOutlined';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import SwapHorizRounded from '@mui/icons-material/SwapHorizRounded';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import type { ReactElement } from 'react';

/** One picture per notification type of docs/product.md §3, so the list can be scanned at a glance. */
const ICONS: Record<string, () => ReactElement> = {
  pictureRemoved: () => <PhotoCameraOutlined />,
  creditsBalanceUpdated: () => <PaidOutlined />,
  roleUpdatedEscort: () => <SwapHorizRounded />,
  roleUpdatedClient: () => <SwapHorizRounded />,
  accountApproved: () => <HowToRegOutlined />,
  actionTakenOnReportedUser: () => <FlagOutlined />,
  verificationRequested: () => <VerifiedUserOutlined />,
  verificationRequestedAgain: () => <VerifiedUserOutlined />,
  custom: () => <CampaignOutlined />,
};

export function NotificationIcon({ type }: { type: string }) {
  return (ICONS[type] ?? (() => <NotificationsNoneRounded />))();
}

/** docs/product.md §4: these lead to the verification panel of the member's profile. */
export const isVerificationNotification = (type: string) =>
  type === 'verificationRequested' || type === 'verificationRequestedAgain';
