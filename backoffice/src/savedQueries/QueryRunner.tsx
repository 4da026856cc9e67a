import { useState } from 'react';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { downloadCSV, useTranslate } from 'react-admin';
import { useDateLocale } from '../common/fields';
import { errorBodyOf } from '../common/http';
import { useStaffApi } from '../common/useStaffApi';
import { ParametersForm, type ParameterIssue } from './ParametersForm';
import { answerCsv } from './resultCsv';
import { ResultChart } from './ResultChart';
import { ResultTable } from './ResultTable';
import type { ParameterValues, SavedQuery, SavedQueryAnswer } from './types';

type Outcome =
  | { readonly state: 'idle' | 'running' }
  | { readonly state: 'done'; readonly answer: SavedQueryAnswer }
  | {
      readonly state: 'failed';
      readonly message: string;
      readonly detail: string | null;
      readonly issues: readonly ParameterIssue[];
    };

/** Refusals the screen words itself; the server's text follows for the operator (a 503 says what to set up). */
const REFUSALS = ['query_timeout', 'analytics_unavailable'];

/**
 * The form, then the answer of the last run: its size (and whether it was cut at the cap), a chart when it has a
 * date and a number, the table, and a CSV of exactly what the server answered.
 */
export function QueryRunner({ query }: { query: SavedQuery }) {
  const translate = useTranslate();
  const locale = useDateLocale();
  const api = useStaffApi();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' });

  const run = async (parameters: Partial<ParameterValues>) => {
    setOutcome({ state: 'running' });
    try {
      const { data } = await api.command<SavedQueryAnswer>(
        `/api/admin/saved-queries/${encodeURIComponent(query.id)}/run`,
        { body: { parameters } },
      );
      setOutcome({ state: 'done', answer: data });
    } catch (error) {
      const body = errorBodyOf(error);
      const known = body && REFUSALS.includes(body.code);
      setOutcome({
        state: 'failed',
        message: known ? translate(`annuaire.savedQueries.errors.${body.code}`) : translate((error as Error).message),
        detail: known ? body.msg : null,
        issues: body?.issues ?? [],
      });
    }
  };

  const download = (answer: SavedQueryAnswer) => {
    const period = [answer.parameters.from, answer.parameters.to].filter(Boolean).join('_');
    downloadCSV(answerCsv(answer), [query.id, period].filter(Boolean).join('-'));
  };

  const title = translate('annuaire.savedQueries.result');
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {translate('annuaire.savedQueries.parameters')}
      </Typography>
      <ParametersForm
        query={query}
        running={outcome.state === 'running'}
        issues={outcome.state === 'failed' ? outcome.issues : []}
        onRun={(parameters) => void run(parameters)}
      />
      {outcome.state === 'failed' && (
        <Alert severity="error">
          {outcome.message}
          {outcome.detail && <Box sx={{ mt: 1, fontSize: 13 }}>{outcome.detail}</Box>}
        </Alert>
      )}
      {outcome.state === 'done' && (
        <Stack spacing={2} component="section" aria-labelledby="saved-query-result">
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography id="saved-query-result" variant="h6" component="h2" sx={{ flex: 1 }}>
              {title} · {translate('annuaire.savedQueries.rowCount', { smart_count: outcome.answer.rowCount })}
            </Typography>
            <Button
              startIcon={<FileDownloadOutlined />}
              disabled={outcome.answer.rowCount === 0}
              onClick={() => download(outcome.answer)}
            >
              {translate('annuaire.savedQueries.exportCsv')}
            </Button>
          </Box>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {translate('annuaire.savedQueries.recorded')}
          </Typography>
          {outcome.answer.truncated && (
            <Alert severity="warning">
              {translate('annuaire.savedQueries.truncated', {
                maxRows: new Intl.NumberFormat(locale).format(outcome.answer.maxRows),
              })}
            </Alert>
          )}
          {outcome.answer.rowCount === 0 ? (
            <Alert severity="info">{translate('annuaire.savedQueries.empty')}</Alert>
          ) : (
            <>
              <ResultChart answer={outcome.answer} preferred={query.chart} />
              <ResultTable answer={outcome.answer} label={title} />
            </>
          )}
        </Stack>
      )}
    </Stack>
  );
}
