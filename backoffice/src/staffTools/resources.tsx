import type { ReactElement } from 'react';
import type { Role } from '@annuaire/shared';

/** The staff tools' react-admin resources the given staff role may see (SPEC §6). */
export function staffToolResources(_role: Role): ReactElement[] {
  return [];
}
