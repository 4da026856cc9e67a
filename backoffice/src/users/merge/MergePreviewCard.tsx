import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Role } from '@annuaire/shared';
import { RoleChip } from '../fields';

interface Side {
  readonly id: string;
  readonly username: string;
  readonly role: Role;
  readonly credits: number;
  readonly favorites: number;
  readonly pictures: number;
}

/** `GET /api/admin/merge-preview`: what a merge would move, computed by the server from the same checks. */
export interface MergePreview {
  readonly source: Side;
  readonly target: Side;
  readonly moves: { readonly credits: number; readonly favorites: number };
  readonly after: { readonly credits: number; readonly favorites: number };
}

/** Source, target, what moves and the target afterwards, side by side. */
export function MergePreviewCard({ preview }: { preview: MergePreview }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`annuaire.users.merge.${key}`);
  return (
    <Box
      role="region"
      aria-label={t('preview')}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}
    >
      <Column title={t('source')}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography sx={{ fontWeight: 700 }}>{preview.source.username}</Typography>
          <RoleChip role={preview.source.role} />
        </Stack>
        <Line label={t('credits')} value={preview.source.credits} />
        <Line label={t('favorites')} value={preview.source.favorites} />
        <Line label={t('pictures')} value={preview.source.pictures} />
      </Column>
      <Column title={t('moves')}>
        <Line label={t('credits')} value={`+${preview.moves.credits}`} />
        <Line label={t('favorites')} value={`+${preview.moves.favorites}`} />
      </Column>
      <Column title={t('after')}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography sx={{ fontWeight: 700 }}>{preview.target.username}</Typography>
          <RoleChip role={preview.target.role} />
        </Stack>
        <Line label={t('credits')} value={preview.after.credits} />
        <Line label={t('favorites')} value={preview.after.favorites} />
      </Column>
    </Box>
  );
}

function Column({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack spacing={0.5}>
      <Typography variant="overline" sx={{ color: 'text.secondary' }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

function Line({ label, value }: { label: string; value: number | string }) {
  return (
    <Typography variant="body2">
      {label}: <strong>{value}</strong>
    </Typography>
  );
}
