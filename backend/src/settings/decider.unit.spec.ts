import { describe, it } from 'vitest';
import { DEFAULT_APP_SETTINGS, type AppSettings } from '@annuaire/shared';
import { given } from '../domain/specification';
import { settingsDecider } from './decider';

const defaults = DEFAULT_APP_SETTINGS.QC;
const change = (settings: Partial<AppSettings>) =>
  ({ type: 'Change', settings: { ...defaults, ...settings }, defaults }) as const;

describe('app settings decider', () => {
  it('records only the settings whose value moved', () => {
    given(settingsDecider, [])
      .when(change({ maintenanceMode: true }))
      .then([{ type: 'AppSettingsChanged', data: { changes: { maintenanceMode: true } } }]);
  });

  it('records nothing when the settings sent are those in force', () => {
    given(settingsDecider, []).when(change({})).then([]);
  });

  it('compares with the last change, not with the defaults', () => {
    given(settingsDecider, [{ type: 'AppSettingsChanged', data: { changes: { maintenanceMode: true } } }])
      .when(change({ maintenanceMode: true, mostReportedTotal: 9 }))
      .then([{ type: 'AppSettingsChanged', data: { changes: { mostReportedTotal: 9 } } }]);
  });

  it('records going back to a default value as a change', () => {
    given(settingsDecider, [{ type: 'AppSettingsChanged', data: { changes: { cookieConsentEnabled: false } } }])
      .when(change({ cookieConsentEnabled: true }))
      .then([{ type: 'AppSettingsChanged', data: { changes: { cookieConsentEnabled: true } } }]);
  });
});
