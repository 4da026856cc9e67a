import { useTranslation } from 'react-i18next';
import { variant } from '@/config/variant';
import { FleurDeLis, MapleLeaf } from './glyphs';

const QC_BLUE = '#003DA5';
const CA_RED = '#D52B1E';

/** The variant's flag (Quebec's fleurdelisé or Canada's maple leaf), with its name as accessible label. */
export function Flag({ height = 18 }: { height?: number }) {
  const { t } = useTranslation('footer');
  const label = t(`footer.flag.${variant.website}`);
  if (variant.website === 'QC') {
    return (
      <svg role="img" aria-label={label} width={height * 1.5} height={height} viewBox="0 0 150 100">
        <title>{label}</title>
        <rect width="150" height="100" fill={QC_BLUE} rx="6" />
        <rect x="68" width="14" height="100" fill="#fff" />
        <rect y="43" width="150" height="14" fill="#fff" />
        <FleurDeLis x={19} y={7} size={30} fill="#fff" />
        <FleurDeLis x={101} y={7} size={30} fill="#fff" />
        <FleurDeLis x={19} y={63} size={30} fill="#fff" />
        <FleurDeLis x={101} y={63} size={30} fill="#fff" />
      </svg>
    );
  }
  return (
    <svg role="img" aria-label={label} width={height * 2} height={height} viewBox="0 0 200 100">
      <title>{label}</title>
      <rect width="200" height="100" fill="#fff" rx="6" />
      <path d="M6 0H50V100H6A6 6 0 0 1 0 94V6A6 6 0 0 1 6 0Z" fill={CA_RED} />
      <path d="M150 0H194A6 6 0 0 1 200 6V94A6 6 0 0 1 194 100H150Z" fill={CA_RED} />
      <MapleLeaf x={62} y={12} size={76} fill={CA_RED} />
    </svg>
  );
}
