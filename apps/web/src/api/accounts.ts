import { accountCalls as calls } from '@kpdesk/contract';
import { bodyCall, callsOf, plainCall } from './client';

export type { ProfileView } from '@kpdesk/contract';

/** The account calls of spec §7, from the contract's call list. */
export const accountsApi = {
  ...callsOf(calls),
  signIn: bodyCall(calls.signIn),
  signUp: bodyCall(calls.signUp),
  captcha: plainCall(calls.captcha),
  forgotPin: bodyCall(calls.forgotPin),
  requestOtp: bodyCall(calls.requestResetOtp),
  resetPassword: bodyCall(calls.resetPassword),
  viewProfile: plainCall(calls.viewProfile),
  editProfile: bodyCall(calls.editProfile),
  viewContact: plainCall(calls.viewContact),
  changeContact: bodyCall(calls.changeContact),
  changePassword: bodyCall(calls.changePassword),
  changePin: bodyCall(calls.changePin),
};
