import { describe, expect, it } from 'vitest';
import { decimalFor, duckdbTypeOf, parquetColumns, viewFactsQuery } from './analyticsTypes';

describe('Parquet types of analytics columns', () => {
  it('keeps declared types: exact decimals, integers, time stamps; text for the rest', () => {
    expect(duckdbTypeOf('numeric(10,2)')).toBe('DECIMAL(10,2)');
    expect(duckdbTypeOf('numeric(40,2)')).toBe('DOUBLE'); // wider than DuckDB's 38 digits
    expect(duckdbTypeOf('bigint')).toBe('BIGINT');
    expect(duckdbTypeOf('timestamp(3) with time zone')).toBe('TIMESTAMPTZ');
    expect(duckdbTypeOf('jsonb')).toBe('VARCHAR');
    expect(duckdbTypeOf('text[]')).toBe('VARCHAR');
    expect(duckdbTypeOf('interval')).toBe('VARCHAR');
  });

  it('types a bare numeric from the largest scale and magnitude it holds', () => {
    expect(decimalFor(2, '49.99')).toBe('DECIMAL(18,2)');
    expect(decimalFor(3, '0.001')).toBe('DECIMAL(18,3)');
    expect(decimalFor(0, '123456789012345678')).toBe('DECIMAL(18,0)');
    expect(decimalFor(0, '1234567890123456789')).toBe('DECIMAL(38,0)');
    expect(decimalFor(10, '1'.repeat(29))).toBe('DOUBLE');
    expect(decimalFor(null, 'NaN')).toBe('DOUBLE');
    expect(decimalFor(0, 'Infinity')).toBe('DOUBLE');
    expect(decimalFor(null, null)).toBe('DOUBLE'); // no value at all
  });

  it('asks for those facts in the count’s own scan, and reads them back by column position', () => {
    const view = {
      name: 'payments',
      columns: [
        { name: 'price_cad', type: 'numeric' },
        { name: 'credits', type: 'integer' },
        { name: 'hours', type: 'numeric' },
      ],
    };
    expect(viewFactsQuery(view)).toBe(
      'select count(*)::text as rows, max(scale("price_cad")) as s0, max(abs("price_cad"))::text as m0, ' +
        'max(scale("hours")) as s2, max(abs("hours"))::text as m2 from analytics."payments"',
    );
    expect(parquetColumns(view, { rows: '3', s0: 2, m0: '180.00', s2: null, m2: null })).toEqual([
      { name: 'price_cad', duckdbType: 'DECIMAL(18,2)' },
      { name: 'credits', duckdbType: 'INTEGER' },
      { name: 'hours', duckdbType: 'DOUBLE' },
    ]);
  });
});
