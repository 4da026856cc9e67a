import { describe, expect, it } from 'vitest';
import { SAVED_QUERY_PARAMETERS } from '@annuaire/shared';
import { SAVED_QUERIES } from './catalogue';
import { bindParameters, parametersNamed } from './definition';

describe('bindParameters', () => {
  it('sends each named parameter apart, once, leaving casts alone', () => {
    const bound = bindParameters(
      'select :from::date, x::text from t where (:region::text is null or region = :region) and d <= :to::date',
      { from: '2026-01-01', to: '2026-01-31', region: null },
    );
    expect(bound).toEqual({
      text: 'select $1::date, x::text from t where ($2::text is null or region = $2) and d <= $3::date',
      values: ['2026-01-01', null, '2026-01-31'],
    });
  });
});

describe('the saved queries catalogue', () => {
  it('has eleven queries with unique ids and both languages', () => {
    expect(SAVED_QUERIES).toHaveLength(11);
    expect(new Set(SAVED_QUERIES.map((query) => query.id)).size).toBe(SAVED_QUERIES.length);
    for (const query of SAVED_QUERIES) {
      for (const text of [query.title, query.description]) {
        expect(text.en.trim()).not.toBe('');
        expect(text.fr.trim()).not.toBe('');
        expect(text.fr).not.toBe(text.en);
      }
    }
  });

  it('declares exactly the parameters each query names, in the form’s order', () => {
    for (const query of SAVED_QUERIES) {
      expect(new Set(parametersNamed(query.sql)), query.id).toEqual(new Set(query.parameters));
      const order = query.parameters.map((name) => SAVED_QUERY_PARAMETERS.indexOf(name));
      expect(order, query.id).toEqual([...order].sort((a, b) => a - b));
    }
  });

  it('reads the analytics views as one statement and never touches the role (reviewers check the rest)', () => {
    for (const query of SAVED_QUERIES) {
      expect(query.sql, query.id).toMatch(/\banalytics\.\w+/);
      expect(query.sql, query.id).not.toMatch(/;|set_config|\b(set|reset)\s+role\b|_to_xml|dblink/i);
    }
  });
});
