import { useState } from 'react';
import Close from '@mui/icons-material/Close';
import { Box, Button, FormHelperText, FormLabel, IconButton, Stack, TextField, Typography } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { BLOCKED_HOSTNAMES_MAX, BlockedHostname } from '@annuaire/shared';

/**
 * docs/product.md §9 blocked hostnames: the competitors' hosts, added one at a time and checked as the server checks
 * them (shared `BlockedHostname`: `https://www.LeoList.cc/ads` is kept as `leolist.cc`), removed from their chip.
 */
export function BlockedHostnamesInput() {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`annuaire.settings.${key}`, options);
  const { field, fieldState } = useInput<string[]>({ source: 'blockedHostnames', defaultValue: [] });
  const hosts: string[] = Array.isArray(field.value) ? field.value : [];
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const label = translate('resources.settings.fields.blockedHostnames');

  const add = () => {
    const parsed = BlockedHostname.safeParse(draft);
    if (!parsed.success) return setProblem('invalidHostname');
    if (hosts.includes(parsed.data)) return setProblem('duplicateHostname');
    field.onChange([...hosts, parsed.data]);
    setDraft('');
    setProblem(null);
  };
  // The server's refusal of the list (an entry it does not take), shown under it like react-admin's own errors.
  const serverError = fieldState.error?.message;

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2, width: '100%' }}>
      <FormLabel component="legend">{label}</FormLabel>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('blockedHostnamesHelp')}
      </Typography>
      {hosts.length === 0 ? (
        <Typography variant="body2">{t('noHostnames')}</Typography>
      ) : (
        <Stack component="ul" direction="row" aria-label={label} sx={{ flexWrap: 'wrap', gap: 1, p: 0, m: 0 }}>
          {hosts.map((host) => (
            <Box
              component="li"
              key={host}
              sx={{
                listStyle: 'none',
                display: 'flex',
                alignItems: 'center',
                pl: 1.5,
                borderRadius: 4,
                bgcolor: 'action.selected',
              }}
            >
              {host}
              <IconButton
                size="small"
                aria-label={t('removeHostname', { host })}
                onClick={() => field.onChange(hosts.filter((other) => other !== host))}
              >
                <Close fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Stack>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label={t('newHostname')}
          value={draft}
          error={problem !== null}
          helperText={problem ? t(problem) : ' '}
          onChange={(event) => {
            setDraft(event.target.value);
            setProblem(null);
          }}
          onKeyDown={(event) => {
            // Enter adds the host rather than saving the whole form.
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button onClick={add} disabled={!draft.trim() || hosts.length >= BLOCKED_HOSTNAMES_MAX}>
          {t('addHostname')}
        </Button>
      </Stack>
      {serverError && <FormHelperText error>{translate(serverError, { _: serverError })}</FormHelperText>}
    </Box>
  );
}
