import { randomUUID } from 'node:crypto';
import { findHelpServiceById, type HelpServiceRecord } from '@annuaire/projections';
import type { EventMetadata, HelpServiceInput, StaffLanguage } from '@annuaire/shared';
import type { ApiDependencies } from '../api/dependencies';
import { notFound } from '../api/errors';
import { runHelpServiceCommand } from './commands';
import type { HelpServiceState } from './decider';

type Deps = Pick<ApiDependencies, 'db' | 'store' | 'now'>;

/** A help service as the staff routes answer it: `_id` like the site's entities, `id` for react-admin. */
export const toAdminDto = (record: HelpServiceRecord) => ({ _id: record.id, ...record });
export type HelpServiceDto = ReturnType<typeof toAdminDto>;

/** The site's shape (frontend/src/features/help-services): the texts in the reader's language. */
export const toPublicDto = (record: HelpServiceRecord, language: StaffLanguage) => ({
  _id: record.id,
  name: record.name[language],
  description: record.description[language] || null,
  url: record.url,
  phone: record.phone,
});

export async function requireHelpService(deps: Deps, id: string): Promise<HelpServiceRecord> {
  const record = await findHelpServiceById(deps.db, id);
  if (!record) throw notFound('Help service not found');
  return record;
}

/**
 * The service after a command. The command waited for the read model, so it is normally there; if the
 * wait timed out, the decider's state still answers truthfully.
 */
async function readBack(deps: Deps, id: string, state: HelpServiceState): Promise<HelpServiceDto> {
  const record = await findHelpServiceById(deps.db, id);
  if (record) return toAdminDto(record);
  if (state.status === 'none') throw notFound('Help service not found');
  const at = deps.now().toISOString();
  const { name, description, url, phone } = state;
  return toAdminDto({ id, name, description, url, phone, createdAt: at, updatedAt: at });
}

export async function createHelpService(deps: Deps, fields: HelpServiceInput, metadata: EventMetadata) {
  const helpServiceId = randomUUID();
  const result = await runHelpServiceCommand(deps, helpServiceId, { type: 'Create', helpServiceId, fields }, metadata);
  return readBack(deps, helpServiceId, result.state);
}

export async function editHelpService(deps: Deps, id: string, fields: HelpServiceInput, metadata: EventMetadata) {
  await requireHelpService(deps, id);
  const result = await runHelpServiceCommand(deps, id, { type: 'Edit', fields }, metadata);
  return readBack(deps, id, result.state);
}

/** Answers the service as it was, which react-admin's delete reads back. */
export async function deleteHelpService(deps: Deps, id: string, metadata: EventMetadata): Promise<HelpServiceDto> {
  const record = await requireHelpService(deps, id);
  await runHelpServiceCommand(deps, id, { type: 'Delete' }, metadata);
  return toAdminDto(record);
}
