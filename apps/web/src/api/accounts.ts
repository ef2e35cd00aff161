import type {
  Captcha,
  ChangePasswordRequest,
  ChangePinRequest,
  Contact,
  ForgotPinRequest,
  ProfileInput,
  ResetPasswordOtpRequest,
  ResetPasswordRequest,
  SignInResult,
  SignUpRequest,
} from '@kpdesk/contract';
import { callApi } from './client';

/** The account calls of spec §7. */
export const accountsApi = {
  signIn: (body: { emailOrMobile: string; pin?: string; password?: string }) =>
    callApi<SignInResult>('POST', '/astrologer/login', body),
  signUp: (body: SignUpRequest) => callApi<null>('POST', '/astrologer/add', body),
  captcha: () => callApi<Captcha>('GET', '/captcha'),
  forgotPin: (body: ForgotPinRequest) => callApi<null>('POST', '/astrologer/forgotpin', body),
  requestOtp: (body: ResetPasswordOtpRequest) => callApi<null>('POST', '/astrologer/resetpassword/otp', body),
  resetPassword: (body: ResetPasswordRequest) => callApi<null>('POST', '/astrologer/resetpassword', body),
  viewProfile: () =>
    callApi<{
      firstName: string;
      lastName: string;
      address: string | null;
      city: string | null;
      timezone: number;
      latitude: number | null;
      longitude: number | null;
    }>('GET', '/astrologer/view'),
  editProfile: (body: ProfileInput) => callApi<null>('POST', '/astrologer/edit', body),
  viewContact: () => callApi<Contact>('GET', '/astrologer/getMobileAndEmail'),
  changeContact: (body: Contact) => callApi<null>('POST', '/astrologer/changeMobileAndEmail', body),
  changePassword: (body: ChangePasswordRequest) =>
    callApi<{ token: string }>('POST', '/astrologer/changepassword', body),
  changePin: (body: ChangePinRequest) =>
    callApi<{ code: string; message: string; token: string }>('POST', '/astrologer/changepin', body),
};
