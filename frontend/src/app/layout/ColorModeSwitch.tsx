import { useColorScheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { buttonBaseClass } from '@/components/controls';
import { Icon, type IconName } from '@/components/Icon';
import { useHydrated } from '@/lib/use-hydrated';
import styles from './ColorModeSwitch.module.css';

const MODES = [
  { mode: 'system', icon: 'settingsBrightness' },
  { mode: 'dark', icon: 'darkMode' },
  { mode: 'light', icon: 'lightMode' },
] as const satisfies readonly { mode: string; icon: IconName }[];

/**
 * Light, dark or follow the system (the default); MUI stores the choice under `mode` / `color-scheme`. Three plain
 * toggle buttons and a static stylesheet (ColorModeSwitch.module.css): the switch is in every page's footer.
 */
export function ColorModeSwitch() {
  const { t } = useTranslation();
  const { mode, setMode } = useColorScheme();
  // The server cannot know the stored choice, so the adopted markup says "system"; the choice shows once this
  // switch is in the page (an update of its own, not of the theme above every page: AppProviders' `noSsr`).
  const mounted = useHydrated();
  const current = mounted ? (mode ?? 'system') : 'system';
  return (
    <div role="group" aria-label={t('colorMode.label')} className={styles.group}>
      {MODES.map(({ mode: value, icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={value === current}
          aria-label={t(`colorMode.${value}`)}
          title={t(`colorMode.${value}`)}
          // Pressing the chosen mode again keeps it: one of the three is always chosen.
          onClick={() => value !== current && setMode(value)}
          className={buttonBaseClass(styles.button)}
        >
          <Icon name={icon} small />
        </button>
      ))}
    </div>
  );
}
