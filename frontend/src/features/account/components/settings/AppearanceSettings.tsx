import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useColorScheme } from '@mui/material/styles';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { variant, type Locale } from '@/config/variant';
import { pathInLanguage, rememberLanguage } from '@/lib/language-preference';
import { useLocale } from '@/lib/use-locale';
import { FormSection } from '../edit/FormSection';

const LANGUAGES: readonly Locale[] = [variant.defaultLocale, variant.otherLocale];
const MODES = ['system', 'dark', 'light'] as const;

/**
 * Language and colour mode, with the shell's behaviour: the language goes to the same page in the other
 * language and is remembered for a year (the top bar's switch does the same); the colour mode is MUI's
 * stored choice (`mode`), which the top bar's switch shows too.
 */
export function AppearanceSettings() {
  const { t, i18n } = useTranslation();
  const { t: ta } = useTranslation('account');
  const { locale } = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const { mode, setMode } = useColorScheme();
  const languageId = useId();
  const modeId = useId();

  const chooseLanguage = (target: Locale) => {
    rememberLanguage(target);
    void i18n.changeLanguage(target).then(() => navigate(pathInLanguage(location, target)));
  };

  return (
    <FormSection title={ta('settings.appearance')}>
      <FormControl>
        <FormLabel id={languageId}>{t('language.label')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={languageId}
          value={locale}
          onChange={(event) => chooseLanguage(event.target.value as Locale)}
        >
          {LANGUAGES.map((language) => (
            <FormControlLabel
              key={language}
              value={language}
              control={<Radio />}
              label={t(`language.${language}`)}
              lang={language}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <FormControl>
        <FormLabel id={modeId}>{t('colorMode.label')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={modeId}
          value={mode ?? 'system'}
          onChange={(event) => setMode(event.target.value as (typeof MODES)[number])}
        >
          {MODES.map((value) => (
            <FormControlLabel key={value} value={value} control={<Radio />} label={t(`colorMode.${value}`)} />
          ))}
        </RadioGroup>
      </FormControl>
    </FormSection>
  );
}
