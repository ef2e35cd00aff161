import { listOptionValues, type OptionValue } from './option-table.js';

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
export type MaritalStatus = OptionValue<typeof MARITAL_STATUSES>;

/** The marital status values, in list order. */
export const MARITAL_STATUS_VALUES = listOptionValues(MARITAL_STATUSES);

/** Sex options of the client form (spec §3). */
export const SEXES = [
  { value: 'Male', label: 'Male' },
  { value: 'Female', label: 'Female' },
] as const;

/** 'Male' | 'Female'. */
export type Sex = OptionValue<typeof SEXES>;

/** The sex values, in list order. */
export const SEX_VALUES = listOptionValues(SEXES);

/** Default sex of a new client: Male (spec §3). */
export const DEFAULT_SEX: Sex = 'Male';
