import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import SettingsBrightnessOutlined from '@mui/icons-material/SettingsBrightnessOutlined';
import { useColorScheme } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '@/lib/use-hydrated';

const MODES = [
  { mode: 'system', Icon: SettingsBrightnessOutlined },
  { mode: 'dark', Icon: DarkModeOutlined },
  { mode: 'light', Icon: LightModeOutlined },
] as const;

/** Light, dark or follow the system (the default); MUI stores the choice under `mode` / `color-scheme`. */
export function ColorModeSwitch() {
  const { t } = useTranslation();
  const { mode, setMode } = useColorScheme();
  // The server cannot know the stored choice, so the adopted markup says "system"; the choice shows once this
  // switch is in the page (an update of its own, not of the theme above every page: AppProviders' `noSsr`).
  const mounted = useHydrated();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={mounted ? (mode ?? 'system') : 'system'}
      onChange={(_event, value: (typeof MODES)[number]['mode'] | null) => value && setMode(value)}
      aria-label={t('colorMode.label')}
    >
      {MODES.map(({ mode: value, Icon }) => (
        <ToggleButton
          key={value}
          value={value}
          aria-label={t(`colorMode.${value}`)}
          title={t(`colorMode.${value}`)}
          sx={{ px: 1.25 }}
        >
          <Icon fontSize="small" />
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
