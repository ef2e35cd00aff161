import { astrologerSettingsSchema, clientSettingsSchema, SETTINGS_MESSAGES } from '@kpdesk/contract';
import type { SettingsValues } from '../../api/settings';

/** A message under each refused setting, keyed by its stored name (config5, ...). */
export type SettingErrors = Partial<Record<string, string>>;

/**
 * The refusals of a payload by the contract's own rule (the server's), field by field, so the form stores
 * nothing and says why under the field: Client Settings by the client's rule ('Default' allowed), My Settings by
 * the astrologer's.
 */
export function settingErrors(payload: SettingsValues, allowDefault: boolean): SettingErrors {
  const schema = allowDefault ? clientSettingsSchema : astrologerSettingsSchema;
  const result = schema.safeParse(payload);
  if (result.success) return {};
  const errors: SettingErrors = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The setting each of the contract's setting messages is about, to place a server refusal under its field. */
const FIELD_OF_MESSAGE: Record<string, string> = {
  [SETTINGS_MESSAGES.language]: 'config0',
  [SETTINGS_MESSAGES.dateFormat]: 'config1',
  [SETTINGS_MESSAGES.timeFormat]: 'config2',
  [SETTINGS_MESSAGES.coordinateFormat]: 'config3',
  [SETTINGS_MESSAGES.ayanamsa]: 'config4',
  [SETTINGS_MESSAGES.ayanamsaCorrection]: 'config5',
  [SETTINGS_MESSAGES.eventColours]: 'config6',
  [SETTINGS_MESSAGES.eventValueColours]: 'config7',
  [SETTINGS_MESSAGES.chartType]: 'config8',
  [SETTINGS_MESSAGES.nodeType]: 'config9',
  [SETTINGS_MESSAGES.dashaYear]: 'config10',
  [SETTINGS_MESSAGES.displayLanguage]: 'config11',
  [SETTINGS_MESSAGES.sunrise]: 'config12',
};

/** The setting a server refusal names, or undefined when it names none (it then shows above the form). */
export function settingOfMessage(message: string): string | undefined {
  return FIELD_OF_MESSAGE[message] ?? /^(config\d+) /.exec(message)?.[1];
}
