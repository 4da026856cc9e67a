import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_SETTINGS_ID, AppSettingsChanged, DEFAULT_APP_SETTINGS, streams } from '@annuaire/shared';
import { CheckpointMovedError } from '../runtime/apply';
import { happened } from '../testing/events';
import { openReadModel, type ReadModelSpec } from '../testing/readModel';
import { appSettingsProjection } from './projection';
import { readAppSettings } from './queries';
import type { AppSettingsDatabase } from './table';

let rm: ReadModelSpec<AppSettingsDatabase>;
beforeAll(async () => {
  rm = await openReadModel(appSettingsProjection);
});
afterAll(async () => {
  await rm.close();
});

const stream = streams.settings(APP_SETTINGS_ID);
const defaults = DEFAULT_APP_SETTINGS.QC;

// One database for the file, and settings are one aggregate: each test reads the state its
// predecessors left, in order.
describe('app settings read model', () => {
  it('answers the variant defaults before any change', async () => {
    expect(await readAppSettings(rm.db, defaults)).toEqual({ settings: defaults, updatedAt: null, updatedBy: null });
  });

  it('overrides only the settings changed, and says who changed them last', async () => {
    await rm.given([
      happened(
        AppSettingsChanged,
        stream,
        { changes: { maintenanceMode: true } },
        { actorId: 'admin-1', actorRole: 'admin', at: '2026-03-03T08:00:00.000Z' },
      ),
      happened(
        AppSettingsChanged,
        stream,
        { changes: { mostReportedTotal: 9, maintenanceMode: false } },
        { actorId: 'admin-2', actorRole: 'admin', at: '2026-03-03T09:00:00.000Z' },
      ),
    ]);
    expect(await readAppSettings(rm.db, defaults)).toEqual({
      settings: { ...defaults, maintenanceMode: false, mostReportedTotal: 9 },
      updatedAt: '2026-03-03T09:00:00.000Z',
      updatedBy: 'admin-2',
    });
    const rows = await rm.db.withSchema('app_settings').selectFrom('settings').select('key').orderBy('key').execute();
    expect(rows.map((row) => row.key)).toEqual(['maintenanceMode', 'mostReportedTotal']);
  });

  it('applying the same batch twice changes nothing', async () => {
    const batch = await rm.given([
      happened(AppSettingsChanged, stream, { changes: { cookieConsentEnabled: false } }, { actorId: 'admin-1' }),
    ]);
    const before = await rm.allRows();
    await expect(rm.redeliver(batch)).rejects.toBeInstanceOf(CheckpointMovedError);
    expect(await rm.allRows()).toEqual(before);
  });
});
