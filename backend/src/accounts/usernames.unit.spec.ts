import { describe, expect, it } from 'vitest';
import { Username } from '@annuaire/shared';
import { normaliseUsername, usernameSkeleton } from './usernames';

describe('usernameSkeleton', () => {
  it('gives names that look alike one skeleton, whatever their script, width or case', () => {
    const escort = usernameSkeleton('escort');
    expect(usernameSkeleton('\u0435scort')).toBe(escort); // Cyrillic е
    expect(usernameSkeleton('\uff45\uff53\uff43\uff4f\uff52\uff54')).toBe(escort); // fullwidth ｅｓｃｏｒｔ
    expect(usernameSkeleton('ESCORT')).toBe(escort);
    expect(usernameSkeleton('\u0415SC\u041eRT')).toBe(escort); // Cyrillic Е and О
    expect(usernameSkeleton('ivan1')).toBe(usernameSkeleton('ivanl'));
    expect(usernameSkeleton('marie')).toBe(usernameSkeleton('rnarie'));
  });

  it('keeps names apart that a reader can tell apart', () => {
    expect(usernameSkeleton('escorts')).not.toBe(usernameSkeleton('escort'));
    expect(usernameSkeleton('élodie')).not.toBe(usernameSkeleton('elodie'));
    expect(usernameSkeleton('anna.2')).not.toBe(usernameSkeleton('anna.3'));
  });

  it('is the same for composed and decomposed accents', () => {
    expect(usernameSkeleton('\u00e9lodie')).toBe(usernameSkeleton('e\u0301lodie'));
  });
});

describe('username normalisation', () => {
  it('stores the NFKC form, as the shared schema reads it', () => {
    expect(normaliseUsername('\uff45\uff53\uff43\uff4f\uff52\uff54')).toBe('escort');
    expect(Username.parse(' \uff45\uff53\uff43\uff4f\uff52\uff54 ')).toBe('escort');
    expect(Username.parse('e\u0301lodie')).toBe('\u00e9lodie');
  });
});
