import type { SELF_REGISTERED_ROLES } from '@annuaire/shared';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

type Role = (typeof SELF_REGISTERED_ROLES)[number];

const OPTIONS = [
  { role: 'client', Icon: PersonSearchOutlined },
  { role: 'escort', Icon: StorefrontOutlined },
] as const satisfies readonly { role: Role; Icon: unknown }[];

/** The two self-service roles as large radio cards: the choice shapes the whole account, so it is explicit. */
export function RoleChoice({
  value,
  onChange,
  error,
}: {
  value: Role;
  onChange: (role: Role) => void;
  error?: string;
}) {
  const { t } = useTranslation('auth');
  return (
    <FormControl component="fieldset" error={Boolean(error)}>
      <FormLabel component="legend" sx={{ mb: 1, fontWeight: 600 }}>
        {t('register.role.legend')}
      </FormLabel>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.25 }}>
        {OPTIONS.map(({ role, Icon }) => {
          const selected = value === role;
          return (
            <Box
              key={role}
              component="label"
              sx={{
                cursor: 'pointer',
                p: 1.5,
                borderRadius: '14px',
                border: 1.5,
                borderColor: selected ? 'primary.main' : 'divider',
                bgcolor: selected ? 'brand.soft' : 'transparent',
                transition: 'border-color 120ms, background-color 120ms',
                '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
              }}
            >
              <input
                type="radio"
                name="role"
                value={role}
                checked={selected}
                onChange={() => onChange(role)}
                style={{ position: 'absolute', opacity: 0, width: 1, height: 1 }}
              />
              <Icon sx={{ color: selected ? 'primary.main' : 'text.secondary', mb: 0.5 }} />
              <Typography sx={{ fontWeight: 700, fontSize: 15 }}>{t(`register.role.${role}`)}</Typography>
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block', lineHeight: 1.35 }}>
                {t(`register.role.${role}Help`)}
              </Typography>
            </Box>
          );
        })}
      </Box>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
