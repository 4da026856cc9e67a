import { CREDIT_PACKS, packDiscountPercent } from '@annuaire/shared';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/use-locale';
import { formatPrice } from '../../format';

export type PackId = (typeof CREDIT_PACKS)[number]['id'];

/** The packs of docs/product.md §3, one radio each, with their price and discount. */
export function PackChoice({ value, onChange }: { value: PackId; onChange: (pack: PackId) => void }) {
  const { t } = useTranslation('account');
  const { locale } = useLocale();
  return (
    <RadioGroup
      aria-label={t('payment.packs')}
      value={value}
      onChange={(event) => onChange(event.target.value as PackId)}
      sx={{ gap: 1 }}
    >
      {CREDIT_PACKS.map((pack) => {
        const discount = packDiscountPercent(pack);
        return (
          <FormControlLabel
            key={pack.id}
            value={pack.id}
            control={<Radio />}
            sx={{
              m: 0,
              px: 1.5,
              py: 1,
              border: 1,
              borderColor: value === pack.id ? 'primary.main' : 'divider',
              borderRadius: '14px',
            }}
            label={
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <strong>{t('payment.packCredits', { count: pack.credits })}</strong>
                <span>{formatPrice(pack.price, locale)}</span>
                {discount > 0 && (
                  <Chip size="small" color="primary" label={t('payment.discount', { percent: discount })} />
                )}
              </Box>
            }
          />
        );
      })}
    </RadioGroup>
  );
}
