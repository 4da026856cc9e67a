import { describe, expect, it } from 'vitest';
import {
  activeChoices,
  filtersQuery,
  NO_FILTERS,
  parseFilters,
  toggleFilter,
  withoutChoice,
  withoutFilters,
} from './listing-filters';

const parse = (query: string) => parseFilters(new URLSearchParams(query));

describe('listing choices in the address', () => {
  it('write one address per set of choices: parameters in a fixed order, rank order left out', () => {
    const choices = parse('sort=newest&only=vip,available&travel=incall');
    expect(choices).toMatchObject({ only: ['available', 'vip'], travel: ['incall'], sort: 'newest' });
    expect(filtersQuery(choices)).toBe('?travel=incall&only=available,vip&sort=newest');
    expect(filtersQuery(parse('sort=rank'))).toBe('');
    expect(filtersQuery(NO_FILTERS)).toBe('');
  });

  it('read an unknown order as rank and drop unknown choices', () => {
    expect(parse('sort=price&only=cheap,verified')).toMatchObject({ sort: 'rank', only: ['verified'] });
  });

  it('toggle a choice on and off, and clear the filters but not the order', () => {
    const on = toggleFilter({ ...NO_FILTERS, sort: 'active' }, 'only', 'verified');
    expect(filtersQuery(on)).toBe('?only=verified&sort=active');
    expect(filtersQuery(toggleFilter(on, 'only', 'verified'))).toBe('?sort=active');
    expect(filtersQuery(withoutFilters({ ...on, gender: ['man'] }))).toBe('?sort=active');
  });

  it('list the choices in effect as the controls show them, and take one away at a time', () => {
    const choices = parse('gender=woman&travel=outcall,incall&only=vip&sort=newest');
    expect(activeChoices(choices)).toEqual([
      { name: 'sort', value: 'newest' },
      { name: 'only', value: 'vip' },
      { name: 'gender', value: 'woman' },
      { name: 'travel', value: 'incall' },
      { name: 'travel', value: 'outcall' },
    ]);
    expect(filtersQuery(withoutChoice(choices, { name: 'travel', value: 'incall' }))).toBe(
      '?gender=woman&travel=outcall&only=vip&sort=newest',
    );
    expect(filtersQuery(withoutChoice(choices, { name: 'sort', value: 'newest' }))).toBe(
      '?gender=woman&travel=incall,outcall&only=vip',
    );
    expect(activeChoices(NO_FILTERS)).toEqual([]);
  });
});
