import SendOutlined from '@mui/icons-material/SendOutlined';
import { useCallback, useState } from 'react';
import { Button } from '@mui/material';
import {
  Create,
  DateInput,
  required,
  SelectInput,
  SimpleForm,
  Toolbar,
  useSaveContext,
  useTranslate,
} from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { RECIPIENT_CATEGORIES } from '@annuaire/shared';
import { ConfirmWithReason } from '../common/ConfirmWithReason';
import { choicesOf } from '../common/choices';
import { BilingualBody } from '../notifications/NotificationCreate';
import { RecipientCount } from './RecipientCount';

/**
 * Send asks first, with the live count: a batch reaches many members at once and cannot be taken back.
 * The confirmed submit goes through react-admin's save (toast "Batch created", redirect to the list).
 */
function SendToolbar() {
  const translate = useTranslate();
  const form = useFormContext();
  const { save, saving } = useSaveContext();
  const [open, setOpen] = useState(false);
  const [count, setCount] = useState<number | null>(null);
  const onCount = useCallback((value: number | null) => setCount(value), []);
  return (
    <>
      <Toolbar sx={{ flexDirection: 'column', alignItems: 'stretch', gap: 2 }}>
        <RecipientCount onCount={onCount} />
        <div>
          <Button
            variant="contained"
            startIcon={<SendOutlined />}
            disabled={count === null || count === 0 || saving}
            onClick={async () => {
              if (await form.trigger()) setOpen(true);
            }}
          >
            {translate('annuaire.notificationBatches.send')}
          </Button>
        </div>
      </Toolbar>
      <ConfirmWithReason
        open={open}
        title="annuaire.notificationBatches.sendTitle"
        content="annuaire.notificationBatches.sendContent"
        contentArgs={{ smart_count: count ?? 0 }}
        reason="hidden"
        confirmLabel="annuaire.notificationBatches.send"
        loading={saving}
        onClose={() => setOpen(false)}
        onConfirm={() => {
          void form.handleSubmit(async (values) => {
            await save?.(values);
            setOpen(false);
          })();
        }}
      />
    </>
  );
}

/** A custom notification to a category of members, in both languages (docs/product.md §3 Notification batch). */
export function BatchCreate() {
  return (
    <Create redirect="list">
      <SimpleForm toolbar={<SendToolbar />} defaultValues={{ recipientCategory: 'all' }}>
        <SelectInput
          source="recipientCategory"
          choices={choicesOf(RECIPIENT_CATEGORIES, 'annuaire.notificationBatches.categories')}
          validate={required()}
        />
        <DateInput source="activityDateGreaterThan" helperText="annuaire.notificationBatches.activityHelp" />
        <BilingualBody />
      </SimpleForm>
    </Create>
  );
}
