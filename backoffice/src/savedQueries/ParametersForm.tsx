import { useState, type FormEvent } from 'react';
import { Box, Button, TextField } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import {
  LISTING_CATEGORIES,
  provincesOf,
  regionsOf,
  savedQueryParametersSchema,
  type SavedQueryParameter,
} from '@annuaire/shared';
import { variant } from '../config/variant';
import type { ParameterValues, SavedQuery } from './types';

/** One refused field, from the shared rule here or from the server's 400 (`body.parameters.to`). */
export interface ParameterIssue {
  readonly path: string;
  readonly code?: string;
  readonly message: string;
}

/** The staff's words for a refusal; the rule's own message otherwise. */
const ISSUE_KEYS: Readonly<Record<string, string>> = {
  invalid_format: 'annuaire.savedQueries.invalidDate',
  'must not be before from': 'annuaire.savedQueries.toBeforeFrom',
  'must be a region key': 'annuaire.savedQueries.unknownRegion',
};

/** The first refusal of each parameter, as its field shows it. */
export function errorsByParameter(
  issues: readonly ParameterIssue[],
  translate: (key: string) => string,
): Partial<Record<SavedQueryParameter, string>> {
  const errors: Partial<Record<SavedQueryParameter, string>> = {};
  for (const issue of issues) {
    const name = issue.path.split('.').at(-1) as SavedQueryParameter;
    const key = ISSUE_KEYS[issue.code ?? ''] ?? ISSUE_KEYS[issue.message];
    errors[name] ??= key ? translate(key) : issue.message;
  }
  return errors;
}

/** The values the form starts from: the query's default period, every region, every escort. */
export const initialValues = (query: SavedQuery): ParameterValues => ({
  from: query.defaults.from,
  to: query.defaults.to,
  region: null,
  category: 'all',
});

/**
 * The parameters a saved query declares, checked by the same rule as the server (shared/src/savedQueries) before
 * anything is sent, then `onRun` with only those values. `issues` are the server's refusals, shown under fields.
 */
export function ParametersForm({
  query,
  running,
  issues,
  onRun,
}: {
  query: SavedQuery;
  running: boolean;
  issues: readonly ParameterIssue[];
  onRun: (values: Partial<ParameterValues>) => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [values, setValues] = useState<ParameterValues>(() => initialValues(query));
  const [checked, setChecked] = useState<readonly ParameterIssue[]>([]);
  const errors = errorsByParameter(checked.length > 0 ? checked : issues, translate);
  const declared = new Set(query.parameters);
  // A cleared date stays an empty (refused) text; no region is every region.
  const set = (name: keyof ParameterValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({
      ...current,
      [name]: name === 'region' ? event.target.value || null : event.target.value,
    }));
  const field = (name: SavedQueryParameter) => ({
    id: `saved-query-${name}`,
    label: translate(`annuaire.savedQueries.${name}`),
    error: Boolean(errors[name]),
    helperText: errors[name],
    size: 'small' as const,
    fullWidth: false,
    margin: 'none' as const,
    sx: { minWidth: 180 },
  });
  const label = (text: { fr: string; en: string }) => (locale === 'fr' ? text.fr : text.en);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const sent = Object.fromEntries(query.parameters.map((name) => [name, values[name]])) as Partial<ParameterValues>;
    const result = savedQueryParametersSchema(query.parameters, query.defaults).safeParse(sent);
    const refused = result.success
      ? []
      : result.error.issues.map((issue) => ({ path: issue.path.join('.'), code: issue.code, message: issue.message }));
    setChecked(refused);
    if (refused.length === 0) onRun(sent);
  };

  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
    >
      {declared.has('from') && (
        <TextField
          {...field('from')}
          type="date"
          value={values.from}
          onChange={set('from')}
          required
          slotProps={{ inputLabel: { shrink: true } }}
        />
      )}
      {declared.has('to') && (
        <TextField
          {...field('to')}
          type="date"
          value={values.to}
          onChange={set('to')}
          required
          slotProps={{ inputLabel: { shrink: true } }}
        />
      )}
      {declared.has('region') && (
        <TextField
          {...field('region')}
          select
          value={values.region ?? ''}
          onChange={set('region')}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 260 }}
        >
          <option value="">{translate('annuaire.savedQueries.everyRegion')}</option>
          {provincesOf(variant.website).map((province) => (
            <optgroup key={province.key} label={label(province.label)}>
              {regionsOf(province.key).map((region) => (
                <option key={region.key} value={region.key}>
                  {label(region.label)}
                </option>
              ))}
            </optgroup>
          ))}
        </TextField>
      )}
      {declared.has('category') && (
        <TextField
          {...field('category')}
          select
          value={values.category}
          onChange={set('category')}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 200 }}
        >
          {LISTING_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {translate(`annuaire.savedQueries.categories.${category}`)}
            </option>
          ))}
        </TextField>
      )}
      <Button type="submit" variant="contained" disabled={running} sx={{ alignSelf: 'center' }}>
        {translate(running ? 'annuaire.savedQueries.running' : 'annuaire.savedQueries.run')}
      </Button>
    </Box>
  );
}
