import { useState } from 'react';
import { Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useDateLocale } from '../common/fields';
import type { Cell, ColumnType, SavedQueryAnswer } from './types';

const PAGE_SIZES = [50, 200, 1000];

/** A cell as staff read it: numbers with the language's separators, instants in its form, days as the query gave. */
function useFormat() {
  const translate = useTranslate();
  const locale = useDateLocale();
  const numbers = new Intl.NumberFormat(locale, { maximumFractionDigits: 6 });
  const instants = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (type: ColumnType, cell: Cell): string => {
    if (cell === null) return '—';
    if (type === 'number' && typeof cell === 'number') return numbers.format(cell);
    if (type === 'boolean') return translate(cell ? 'annuaire.common.yes' : 'annuaire.common.no');
    if (type === 'timestamp' && typeof cell === 'string') return instants.format(new Date(cell));
    return String(cell);
  };
}

/**
 * The answer as a table, its headings the column names the query gave (the CSV's too), a page of rows at a time.
 * Named by `label` for screen readers, which read it with its headings.
 */
export function ResultTable({ answer, label }: { answer: SavedQueryAnswer; label: string }) {
  const translate = useTranslate();
  const format = useFormat();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0]!);
  const shown = answer.rows.slice(page * pageSize, (page + 1) * pageSize);
  return (
    <>
      <TableContainer sx={{ maxHeight: 560 }}>
        <Table size="small" stickyHeader aria-label={label}>
          <TableHead>
            <TableRow>
              {answer.columns.map((column, index) => (
                <TableCell key={index} align={column.type === 'number' ? 'right' : 'left'}>
                  {column.name}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((row, index) => (
              <TableRow key={page * pageSize + index}>
                {answer.columns.map((column, cell) => (
                  <TableCell key={cell} align={column.type === 'number' ? 'right' : 'left'}>
                    {format(column.type, row[cell] ?? null)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {answer.rows.length > PAGE_SIZES[0]! && (
        <TablePagination
          component="div"
          count={answer.rows.length}
          page={page}
          rowsPerPage={pageSize}
          rowsPerPageOptions={PAGE_SIZES}
          onPageChange={(_event, next) => setPage(next)}
          onRowsPerPageChange={(event) => {
            setPageSize(Number(event.target.value));
            setPage(0);
          }}
          labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
          labelDisplayedRows={({ from, to, count }) =>
            translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })
          }
        />
      )}
    </>
  );
}
