import { DeleteWithConfirmButton } from 'react-admin';
import { useForbiddenAsInfo } from '../common/forbiddenInfo';

/** Delete after a confirmation; "Campaign deleted", or the server's 403 message as information (SPEC §8). */
export function CampaignDeleteButton({ redirect = false }: { redirect?: false | 'list' }) {
  const onError = useForbiddenAsInfo();
  return (
    <DeleteWithConfirmButton
      mutationMode="pessimistic"
      confirmTitle="staffTools.campaigns.deleteTitle"
      confirmContent="staffTools.campaigns.deleteContent"
      mutationOptions={{ onError }}
      redirect={redirect}
    />
  );
}
