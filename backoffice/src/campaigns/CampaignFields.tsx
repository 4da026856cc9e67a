import {
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  CheckboxGroupInput,
  maxLength,
  maxValue,
  minValue,
  number,
  NumberInput,
  ReferenceInput,
  regex,
  required,
  SelectInput,
  TextInput,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { Typography } from '@mui/material';
import { AD_LAYOUTS, BLOCK_BODY_MAX, BLOCK_WEIGHT_MAX, LISTING_CATEGORIES } from '@annuaire/shared';
import { useStaffRole } from '../common/permissions';
import { choicesOf } from '../common/choices';
import type { FieldErrorsMeta } from '../common/fieldErrors';
import { regionChoices } from '../users/choices';

/** docs/product.md §5: a block leads only to an https page, as the server checks (shared `BlockHref`). */
const httpsAddress = regex(/^https:\/\/\S+$/i, 'annuaire.campaigns.httpsOnly');
const wholeNumber = (value: unknown) =>
  value === null || value === undefined || Number.isInteger(value) ? undefined : 'ra.validation.number';

/** The server's refusals of a block's fields, in the staff member's language (common/fieldErrors.ts). */
export const CAMPAIGN_FIELD_ERRORS: FieldErrorsMeta = {
  fieldMessages: { 'a web address starting with https://': 'annuaire.campaigns.httpsOnly' },
};

const CATEGORY_CHOICES = choicesOf(LISTING_CATEGORIES, 'annuaire.campaigns.listingCategories');

/** A block's fields; admins also pick the advertiser it is for. */
export function CampaignFields({ creating }: { creating: boolean }) {
  const { can, may } = useStaffRole();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <>
      <SelectInput
        source="layoutName"
        choices={choicesOf(AD_LAYOUTS, 'annuaire.campaigns.layouts')}
        validate={required()}
      />
      <TextInput source="href" validate={[required(), maxLength(500), httpsAddress]} fullWidth />
      <TextInput source="body" validate={maxLength(BLOCK_BODY_MAX)} multiline minRows={2} fullWidth />
      <BooleanInput source="active" />
      {/* docs/product.md §6 choosing a block: rotation by weight, optional targeting by region and listing. The
          weight is the operator's lever: advertisers neither see nor send it (the server refuses theirs, 403). */}
      {may('setBlockWeight') ? (
        <NumberInput
          source="weight"
          step={1}
          validate={[required(), number(), wholeNumber, minValue(1), maxValue(BLOCK_WEIGHT_MAX)]}
          helperText={translate('annuaire.campaigns.weightHelp', { max: BLOCK_WEIGHT_MAX })}
        />
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {translate('annuaire.campaigns.weightByStaff')}
        </Typography>
      )}
      <AutocompleteArrayInput
        source="regions"
        choices={regionChoices(locale)}
        helperText="annuaire.campaigns.regionsHelp"
        fullWidth
      />
      <CheckboxGroupInput
        source="categories"
        choices={CATEGORY_CHOICES}
        helperText="annuaire.campaigns.categoriesHelp"
      />
      {creating && can('VIEW_ALL_USERS') && (
        <ReferenceInput source="ownerId" reference="users" filter={{ role: 'advertiser' }}>
          <AutocompleteInput
            optionText="username"
            filterToQuery={(q) => ({ q })}
            helperText="annuaire.campaigns.ownerHelp"
          />
        </ReferenceInput>
      )}
    </>
  );
}
