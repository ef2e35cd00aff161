/** Marital status options of the client form (spec §3); the empty value means Not Available. */
export const MARITAL_STATUSES = [
  { value: '', label: 'Not Available' },
  { value: 'Single', label: 'Single' },
  { value: 'Married', label: 'Married' },
  { value: 'Divorced', label: 'Divorced' },
  { value: 'Widowed', label: 'Widowed' },
  { value: 'Separated', label: 'Separated' },
] as const;

/** A stored marital status; '' is Not Available. */
export type MaritalStatus = (typeof MARITAL_STATUSES)[number]['value'];

/** The marital status values, in list order. */
export const MARITAL_STATUS_VALUES = MARITAL_STATUSES.map((status) => status.value) as [
  MaritalStatus,
  ...MaritalStatus[],
];

/** Sex options of the client form (spec §3). */
export const SEXES = [
  { value: 'Male', label: 'Male' },
  { value: 'Female', label: 'Female' },
] as const;

/** 'Male' | 'Female'. */
export type Sex = (typeof SEXES)[number]['value'];

/** The sex values, in list order. */
export const SEX_VALUES = SEXES.map((sex) => sex.value) as [Sex, ...Sex[]];

/** Default sex of a new client: Male (spec §3). */
export const DEFAULT_SEX: Sex = 'Male';
