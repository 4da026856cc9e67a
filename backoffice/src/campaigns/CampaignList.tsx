import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import { Link } from 'react-router-dom';
import {
  BooleanField,
  Button,
  CreateButton,
  DataTable,
  List,
  NullableBooleanInput,
  SelectInput,
  TopToolbar,
  useBasename,
} from 'react-admin';
import { AD_PLACEMENTS, type AdLayout, type AdPlacement } from '@annuaire/shared';
import { useStaffRole } from '../common/permissions';
import { choicesOf } from '../common/choices';
import { TranslatedChip } from '../common/fields';
import { CampaignDeleteButton } from './CampaignDeleteButton';

const filters = [
  <SelectInput
    key="placement"
    source="placement"
    choices={choicesOf(AD_PLACEMENTS, 'annuaire.campaigns.placements')}
    alwaysOn
  />,
  <NullableBooleanInput key="active" source="active" alwaysOn />,
];

/** New block, and the figures of the blocks (./statistics), which the server limits to one's own. */
function CampaignActions() {
  const basename = useBasename();
  return (
    <TopToolbar>
      <Button component={Link} to={`${basename}/campaign-statistics`} label="annuaire.campaigns.statistics.open">
        <BarChartOutlined />
      </Button>
      <CreateButton />
    </TopToolbar>
  );
}

interface BlockRow {
  id: string;
  layoutName: AdLayout;
  placement: AdPlacement;
  pictures: unknown[];
}

/**
 * Campaign blocks: an advertiser's own (the server lists no one else's), every block for admins with
 * the advertiser's name.
 */
export function CampaignList() {
  const { can } = useStaffRole();
  const seesEveryone = can('VIEW_ALL_USERS');
  return (
    <List
      sort={{ field: 'createdAt', order: 'DESC' }}
      filters={filters}
      perPage={25}
      exporter={false}
      actions={<CampaignActions />}
    >
      <DataTable<BlockRow> rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col
          source="layoutName"
          render={(record) => <TranslatedChip prefix="annuaire.campaigns.layouts" value={record.layoutName} />}
        />
        <DataTable.Col
          source="placement"
          disableSort
          render={(record) => <TranslatedChip prefix="annuaire.campaigns.placements" value={record.placement} />}
        />
        <DataTable.Col source="href" />
        <DataTable.Col source="active">
          <BooleanField source="active" />
        </DataTable.Col>
        <DataTable.Col source="pictures" disableSort render={(record) => (record as BlockRow).pictures.length} />
        {seesEveryone && <DataTable.Col source="ownerUsername" disableSort />}
        <DataTable.Col label="" disableSort render={() => <CampaignDeleteButton />} />
      </DataTable>
    </List>
  );
}
