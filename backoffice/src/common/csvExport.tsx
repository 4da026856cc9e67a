import { useMemo, useState } from 'react';
import DownloadIcon from '@mui/icons-material/GetApp';
import {
  Button,
  downloadCSV,
  fetchRelatedRecords,
  FilterButton,
  TopToolbar,
  useDataProvider,
  useListContext,
  useNotify,
  useTranslate,
  type DataProvider,
  type Exporter,
  type RaRecord,
  type SortPayload,
  type TranslateFunction,
} from 'react-admin';

/**
 * Rows asked per request when exporting: the most a staff list answers (MAX_PAGE, backend/src/api/simpleRest.ts).
 * react-admin's own ExportButton asks for 1000 at once, which the API refuses with a 400.
 */
export const EXPORT_PAGE_SIZE = 500;
/** A ceiling, so a mistaken export of everything ever does not hold a staff member's tab for minutes. */
export const EXPORT_MAX_ROWS = 50_000;

/**
 * Every row of a list under its filter and sort, a page of `pageSize` after the other until the total is reached
 * (or a short page says the end), at most `maxRows`. A row added while paging (newest first) pushes the others
 * down a place: ids seen on an earlier page are not written twice.
 */
export async function fetchAllPages<RecordType extends RaRecord = RaRecord>(
  dataProvider: DataProvider,
  resource: string,
  query: { filter: object; sort: SortPayload; meta?: unknown },
  { pageSize = EXPORT_PAGE_SIZE, maxRows = EXPORT_MAX_ROWS } = {},
): Promise<{ rows: RecordType[]; total: number | undefined }> {
  const rows: RecordType[] = [];
  const seen = new Set<RecordType['id']>();
  for (let page = 1; ; page++) {
    const { data, total } = await dataProvider.getList<RecordType>(resource, {
      filter: query.filter,
      sort: query.sort,
      pagination: { page, perPage: pageSize },
      meta: query.meta,
    });
    for (const row of data) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      rows.push(row);
    }
    const done = data.length < pageSize || (total !== undefined && page * pageSize >= total);
    if (done || rows.length >= maxRows) return { rows: rows.slice(0, maxRows), total };
  }
}

/** One column of an export: its heading is the field's label (`resources.<resource>.fields.<source>`). */
export interface CsvColumn<RecordType> {
  readonly source: string;
  /** The cell; the record's `source` value when absent. Numbers stay numbers (no thousands separator, a dot). */
  readonly value?: (record: RecordType, translate: TranslateFunction) => string | number | boolean | null | undefined;
}

const cell = (value: string | number | boolean | null | undefined): string => {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return /[",\n\r;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The CSV text: a heading line, then a line per record, lines ended by CRLF (RFC 4180). */
export function toCsv<RecordType extends RaRecord>(
  records: readonly RecordType[],
  columns: readonly CsvColumn<RecordType>[],
  heading: (column: CsvColumn<RecordType>) => string,
  translate: TranslateFunction,
): string {
  const lines = [columns.map((column) => cell(heading(column))).join(',')];
  for (const record of records) {
    lines.push(
      columns
        .map((column) =>
          cell(column.value ? column.value(record, translate) : (record[column.source] as string | number | null)),
        )
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * react-admin's `exporter` for a List: the columns as CSV, headed in the staff member's language, downloaded as
 * `<name>-<YYYY-MM-DD>.csv`. The byte-order mark lets spreadsheets read the accents as UTF-8.
 */
export function csvExporter<RecordType extends RaRecord>(
  name: string,
  columns: readonly CsvColumn<RecordType>[],
  translate: TranslateFunction,
): Exporter<RecordType> {
  return (records, _fetchRelated, _dataProvider, resource) => {
    const heading = (column: CsvColumn<RecordType>) =>
      translate(`resources.${resource ?? name}.fields.${column.source}`, { _: column.source });
    const csv = toCsv(records, columns, heading, translate);
    downloadCSV(`\uFEFF${csv}`, `${name}-${new Date().toISOString().slice(0, 10)}`);
  };
}

/** `csvExporter` for a List, headed in the staff member's language (kept while the language is). */
export function useCsvExporter<RecordType extends RaRecord>(
  resource: string,
  columns: readonly CsvColumn<RecordType>[],
): Exporter<RecordType> {
  const translate = useTranslate();
  return useMemo(() => csvExporter(resource, columns, translate), [resource, columns, translate]);
}

/**
 * The List's export button, for lists longer than a page: every row under the list's filter and sort, fetched a
 * page of EXPORT_PAGE_SIZE at a time, handed to the List's `exporter`. Disabled while it runs and on an empty list.
 */
export function ExportAllButton({ maxRows = EXPORT_MAX_ROWS }: { maxRows?: number }) {
  const { filter, filterValues, resource, sort, exporter, total } = useListContext();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const exportAll = async () => {
    if (!exporter) return;
    setBusy(true);
    try {
      const { rows, total: all } = await fetchAllPages(
        dataProvider,
        resource,
        { filter: filter ? { ...filterValues, ...filter } : filterValues, sort },
        { maxRows },
      );
      await exporter(rows, fetchRelatedRecords(dataProvider), dataProvider, resource);
      if (all !== undefined && all > rows.length) {
        notify('annuaire.common.exportTruncated', { type: 'warning', messageArgs: { rows: rows.length, total: all } });
      }
    } catch (error) {
      console.error(error);
      notify('ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label="ra.action.export" onClick={() => void exportAll()} disabled={busy || total === 0}>
      <DownloadIcon />
    </Button>
  );
}

/** A filtered list's actions when it is exported whole: its filters, then ExportAllButton. */
export function FilterAndExportAll() {
  return (
    <TopToolbar>
      <FilterButton />
      <ExportAllButton />
    </TopToolbar>
  );
}
