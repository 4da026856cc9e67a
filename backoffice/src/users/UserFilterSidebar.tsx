import { Card, CardContent } from '@mui/material';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Flag from '@mui/icons-material/FlagOutlined';
import VerifiedUser from '@mui/icons-material/VerifiedUserOutlined';
import Tune from '@mui/icons-material/Tune';
import { FilterList, FilterListItem, FilterLiveSearch } from 'react-admin';
import { ROLE_CHOICES, VERIFICATION_CHOICES } from './choices';

/** The react-admin demo's list aside: a search, then one-click segments that combine. */
export function UserFilterSidebar() {
  return (
    <Card sx={{ order: -1, mr: 2, mt: 2, width: 220, flexShrink: 0 }}>
      <CardContent>
        <FilterLiveSearch source="q" label="resources.users.fields.q" />
        <FilterList label="annuaire.users.filters.roles" icon={<AdminPanelSettings />}>
          {ROLE_CHOICES.map((choice) => (
            <FilterListItem key={choice.id} label={choice.name} value={{ role: choice.id }} />
          ))}
        </FilterList>
        <FilterList label="annuaire.users.filters.state" icon={<Tune />}>
          <FilterListItem label="resources.users.fields.pending" value={{ pending: true }} />
          <FilterListItem label="resources.users.fields.vipActive" value={{ vip: true }} />
          <FilterListItem label="resources.users.fields.libertine" value={{ libertine: true }} />
        </FilterList>
        <FilterList label="resources.users.fields.flagged" icon={<Flag />}>
          <FilterListItem label="annuaire.users.filters.yes" value={{ flagged: true }} />
          <FilterListItem label="annuaire.users.filters.no" value={{ flagged: false }} />
        </FilterList>
        <FilterList label="annuaire.users.filters.verification" icon={<VerifiedUser />}>
          {VERIFICATION_CHOICES.map((choice) => (
            <FilterListItem key={choice.id} label={choice.name} value={{ verificationState: choice.id }} />
          ))}
        </FilterList>
      </CardContent>
    </Card>
  );
}
