import ExpandMore from '@mui/icons-material/ExpandMore';
import Translate from '@mui/icons-material/Translate';
import { Button, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useLocales, useLocaleState, useTranslate } from 'react-admin';

/**
 * The staff app's language menu. Its own rather than react-admin's LocalesMenuButton, whose button carries an
 * empty `aria-label`: its accessible name then lacks the language it shows, and a voice user saying "Français"
 * cannot reach it (WCAG 2.5.3, label in name). Here the label is "Langue : Français" (axe ignores words in
 * parentheses when it compares the two, so not "Langue (Français)").
 */
export function LanguageMenu() {
  const translate = useTranslate();
  const languages = useLocales();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = languages.find((language) => language.locale === locale)?.name ?? locale;
  return (
    <>
      <Button
        color="inherit"
        aria-label={translate('annuaire.languageButton', { language: current })}
        aria-haspopup
        aria-controls={anchor ? 'language-menu' : undefined}
        startIcon={<Translate />}
        endIcon={<ExpandMore fontSize="small" />}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {current}
      </Button>
      <Menu id="language-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {languages.map((language) => (
          <MenuItem
            key={language.locale}
            selected={language.locale === locale}
            onClick={() => {
              setLocale(language.locale);
              setAnchor(null);
            }}
          >
            {language.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
