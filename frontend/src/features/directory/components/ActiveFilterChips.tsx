import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Pill } from '@/components/Pill';
import {
  activeChoices,
  countFilters,
  withoutChoice,
  withoutFilters,
  type ActiveChoice,
  type FilterName,
  type ListingFilters,
} from '../listing-filters';

const chipSx = (theme: Theme) => ({
  bgcolor: `rgba(${theme.vars.palette.primary.mainChannel} / 0.12)`,
  borderColor: 'primary.main',
  // The label stays in the text colour: the primary colour on a light background is under 4.5:1.
  color: 'text.primary',
  '& svg': { fontSize: 16, color: 'text.secondary' },
  '&:hover': { bgcolor: `rgba(${theme.vars.palette.primary.mainChannel} / 0.2)` },
});

/**
 * The choices in effect on phones, under the filter button: one chip per filter value, and the order when it is not
 * the featured one, in a single row scrolled sideways. A chip is one button that removes its choice, changing the
 * address as the filter bar does; the focus then moves to the next chip, else to the filter button.
 */
export function ActiveFilterChips({
  filters,
  onChange,
  focusAfterLast,
}: {
  filters: ListingFilters;
  onChange: (next: ListingFilters) => void;
  /** The id of what takes the focus once the last chip is gone (the filter button). */
  focusAfterLast: string;
}) {
  const { t } = useTranslation('directory');
  const listRef = useRef<HTMLUListElement>(null);
  const removedAt = useRef<number | null>(null);
  const choices = activeChoices(filters);

  useEffect(() => {
    const index = removedAt.current;
    if (index === null) return;
    removedAt.current = null;
    const buttons = listRef.current?.querySelectorAll('button');
    const next = buttons?.[Math.min(index, buttons.length - 1)] ?? document.getElementById(focusAfterLast);
    next?.focus();
  }, [filters, focusAfterLast]);

  if (choices.length === 0) return null;
  const name = (choice: ActiveChoice) =>
    choice.name === 'sort'
      ? t(`sort.${choice.value}`)
      : t(`filters.${choice.name}.${choice.value}` as `filters.${FilterName}.label`);
  const remove = (index: number, next: ListingFilters) => {
    removedAt.current = index;
    onChange(next);
  };

  return (
    <Box
      component="ul"
      ref={listRef}
      aria-label={t('filters.activeList')}
      sx={{
        display: { xs: 'flex', md: 'none' },
        flexWrap: 'nowrap',
        gap: 0.75,
        listStyle: 'none',
        m: 0,
        mx: { xs: -2, sm: -3 },
        px: { xs: 2, sm: 3 },
        // Room for the focus ring, which the scrolling box would otherwise cut.
        my: -0.5,
        py: 0.5,
        overflowX: 'auto',
        scrollbarWidth: 'none',
        // A row longer than the screen fades at its end, which says it scrolls (as the place bar's rows do).
        maskImage: 'linear-gradient(90deg, #000 calc(100% - 24px), transparent)',
        '& > li': { flexShrink: 0 },
      }}
    >
      {choices.map((choice, index) => {
        const sort = choice.name === 'sort';
        // The accessible name holds the chip's visible words ("Tri : Nouveaux" in "Retirer le tri : Nouveaux").
        const label = name(choice);
        return (
          <li key={`${choice.name}-${choice.value}`}>
            <Pill
              label={
                <>
                  {sort ? t('sort.chip', { label }) : label}
                  <CloseRounded />
                </>
              }
              aria-label={sort ? t('sort.remove', { label }) : t('filters.remove', { label })}
              onClick={() => remove(index, withoutChoice(filters, choice))}
              sx={chipSx}
            />
          </li>
        );
      })}
      {countFilters(filters) > 1 && (
        <li>
          <Pill
            label={t('filters.clear')}
            onClick={() => remove(choices.length, withoutFilters(filters))}
            sx={{ borderStyle: 'dashed' }}
          />
        </li>
      )}
    </Box>
  );
}
