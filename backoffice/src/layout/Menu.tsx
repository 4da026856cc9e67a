import MergeType from '@mui/icons-material/MergeType';
import { Menu as RaMenu, useBasename, useResourceDefinitions, useTranslate } from 'react-admin';
import { useStaffRole } from '../common/permissions';

/**
 * The side menu, driven by the role (docs/product.md §6): the dashboard for staff who read users, every resource the
 * role was given (AdminApp.tsx registers only those), and the staff tools without a list of their own. An
 * advertiser is given campaigns alone, so that is all the menu shows them.
 */
export function Menu() {
  const translate = useTranslate();
  const resources = useResourceDefinitions();
  const { can, may } = useStaffRole();
  // A custom item's link is taken as is: without the app's base it leaves `/hq` for a page the site does not have.
  const basename = useBasename();
  return (
    <RaMenu>
      {can('VIEW_ALL_USERS') && <RaMenu.DashboardItem />}
      {Object.values(resources)
        .filter((resource) => resource.hasList)
        .map((resource) => (
          <RaMenu.ResourceItem key={resource.name} name={resource.name} />
        ))}
      {may('mergeUsers') && (
        <RaMenu.Item
          to={`${basename}/merge-users`}
          primaryText={translate('annuaire.menu.mergeUsers')}
          leftIcon={<MergeType />}
        />
      )}
    </RaMenu>
  );
}
