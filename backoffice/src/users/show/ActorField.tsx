import { ReferenceField, TextField, useRecordContext, useTranslate } from 'react-admin';

/**
 * Who did something, by user id: their username linking to their page, or "System" for the product's
 * own jobs (no person behind them).
 */
export function ActorField({ source, system = true }: { source: string; system?: boolean }) {
  const translate = useTranslate();
  const record = useRecordContext<Record<string, unknown>>();
  const id = record?.[source];
  if (typeof id !== 'string') return system ? <>{translate('annuaire.users.roles.system')}</> : null;
  return (
    <ReferenceField source={source} reference="users" link="show" emptyText={id}>
      <TextField source="username" />
    </ReferenceField>
  );
}
