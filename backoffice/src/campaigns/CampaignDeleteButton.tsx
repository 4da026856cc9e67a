import { DeleteWithConfirmButton } from 'react-admin';
import { useForbiddenAsInfo } from './forbiddenInfo';

/** Delete after a confirmation; "Campaign deleted", or the server's 403 message as information (docs/product.md §8). */
export function CampaignDeleteButton({ redirect = false }: { redirect?: false | 'list' }) {
  const onError = useForbiddenAsInfo();
  return (
    <DeleteWithConfirmButton
      mutationMode="pessimistic"
      confirmTitle="annuaire.campaigns.deleteTitle"
      confirmContent="annuaire.campaigns.deleteContent"
      mutationOptions={{ onError }}
      redirect={redirect}
    />
  );
}
