export * from './chart-drawing.js';
export * from './enums/index.js';
export * from './clients.js';
export * from './client-search.js';
export * from './settings.js';
export * from './effective-settings.js';
export * from './envelope.js';
export * from './account-codes.js';
export * from './validation.js';
export * from './accounts.js';
export * from './charts.js';
export * from './events.js';
export * from './horary.js';
export * from './muhurta.js';
export * from './matching.js';
export * from './life-events.js';
export * from './options.js';
export * from './panchang.js';
export * from './import-export.js';
export * from './numbers.js';
export * from './practice-file.js';
export * from './row-layout.js';
export * from './significator-layouts.js';
export * from './share.js';
export * from './transit.js';
export * from './dasha-balance.js';
export * from './dasha-chain.js';
export * from './transit-timing.js';
export * from './moment.js';
export * from './names.js';
export * from './counts.js';
export * from './calls/index.js';
export * from './calls/sign-in-route.js';
// Named here from their schema-free modules, not through validation.js or share.js: a name re-exported by a
// module with schemas would bring that module's schemas (and zod) into the sign-in screen.
export {
  ACCOUNT_MESSAGES,
  checkField,
  INPUT_LIMITS,
  isEmailAddress,
  isEmailOrMobile,
  isMobileNumber,
  isPin,
  isStrongPassword,
  SIGN_IN_RULES,
  type FieldRule,
} from './rules/account-rules.js';
export { SHARED_PAGE_PATH } from './shared-page-path.js';
export { SIGN_NAMES } from './sign-names.js';
export * from './i18n/index.js';
export * from './panchang-words.js';
export * from './match-words.js';
export * from './bounds.js';
export * from './vargas.js';
