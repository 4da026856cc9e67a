import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import SettingsBrightnessOutlined from '@mui/icons-material/SettingsBrightnessOutlined';
import { useColorScheme } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';

const MODES = [
  { mode: 'system', Icon: SettingsBrightnessOutlined },
  { mode: 'dark', Icon: DarkModeOutlined },
  { mode: 'light', Icon: LightModeOutlined },
] as const;

/** Light, dark or follow the system (the default); MUI stores the choice under `mode` / `color-scheme`. */
export function ColorModeSwitch() {
  const { t } = useTranslation();
  const { mode, setMode } = useColorScheme();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={mode ?? 'system'}
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
