import type { ReactElement } from 'react';
import { Resource } from 'react-admin';
import type { Role } from '@annuaire/shared';
import { registerMessages } from '../common';
import { STAFF_TOOLS } from './definitions';
import { staffToolMessages } from './i18n';

// Before the app renders (the i18nProvider reads the registered messages when a language is first used).
registerMessages(staffToolMessages);

/** The staff tools' react-admin resources the given staff role may see (SPEC §6). */
export function staffToolResources(role: Role): ReactElement[] {
  return STAFF_TOOLS.filter((tool) => tool.visibleTo(role)).map((tool) => (
    <Resource key={tool.name} name={tool.name} {...tool.props} />
  ));
}
