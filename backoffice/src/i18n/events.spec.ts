import { describe, expect, it } from 'vitest';
import { catalogue } from '@annuaire/shared';
import { en } from './en';
import { fr } from './fr';

const labelled = (labels: Record<string, string>, type: string) =>
  typeof labels[type] === 'string' && labels[type].trim() !== '';

describe('the staff app’s event names (annuaire.events)', () => {
  it('names every event type shared defines, in English and in French', () => {
    // An unlabelled type would show in the history under its type name made readable (`humanised`,
    // users/show/EventDetails.tsx), in English to French staff too: a new event type needs its label in both.
    const unlabelled = [...catalogue.keys()].filter(
      (type) => !labelled(en.annuaire.events, type) || !labelled(fr.annuaire.events, type),
    );
    expect(unlabelled).toEqual([]);
  });
});
