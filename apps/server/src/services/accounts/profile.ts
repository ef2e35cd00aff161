import {
  ACCOUNT_CODES,
  ACCOUNT_MESSAGES,
  ACCOUNT_SUCCESS,
  type ChangePasswordRequest,
  type ChangePinRequest,
  type Contact,
  type Profile,
} from '@kpdesk/contract';
import {
  findAstrologerById,
  findContactOwners,
  updateContact,
  updatePassword,
  updatePin,
  updateProfile,
} from '../../db/astrologers.js';
import { AppError, badRequest, forbidden } from '../../errors.js';
import { hashSecret, verifySecret } from './credentials.js';
import type { AccountDeps } from './deps.js';
import { issueToken } from './tokens.js';

export const PROFILE_MESSAGES = {
  wrongCurrentPin: 'Current pin is not correct',
  wrongCurrentPassword: 'Current password is not correct',
} as const;

async function requireSelf(deps: AccountDeps, astrologerId: number) {
  const account = await findAstrologerById(deps.db, astrologerId);
  if (!account) throw forbidden();
  return account;
}

/** GET /astrologer/view. */
export async function viewProfile(deps: AccountDeps, astrologerId: number) {
  const a = await requireSelf(deps, astrologerId);
  return {
    firstName: a.first_name,
    lastName: a.last_name,
    address: a.address,
    city: a.city,
    timezone: a.timezone,
    latitude: a.latitude,
    longitude: a.longitude,
  };
}

/** POST /astrologer/edit. */
export async function editProfile(
  deps: AccountDeps,
  astrologerId: number,
  profile: Profile,
): Promise<string> {
  await requireSelf(deps, astrologerId);
  await updateProfile(deps.db, astrologerId, {
    firstName: profile.firstName,
    lastName: profile.lastName ?? null,
    address: profile.address ?? null,
    city: profile.city ?? null,
    timezone: profile.timezone,
    latitude: profile.latitude,
    longitude: profile.longitude,
  });
  return ACCOUNT_SUCCESS.profile;
}

/** GET /astrologer/getMobileAndEmail. */
export async function viewContact(deps: AccountDeps, astrologerId: number): Promise<Contact> {
  const a = await requireSelf(deps, astrologerId);
  return { email: a.email, mobile: a.mobile };
}

/** POST /astrologer/changeMobileAndEmail: 'You have not changed any value.' when both are the same. */
export async function changeContact(
  deps: AccountDeps,
  astrologerId: number,
  contact: Contact,
): Promise<string> {
  const a = await requireSelf(deps, astrologerId);
  if (a.email === contact.email.toLowerCase() && a.mobile === contact.mobile) {
    throw badRequest(ACCOUNT_MESSAGES.contactUnchanged);
  }
  const owners = await findContactOwners(deps.db, contact.email, contact.mobile, astrologerId);
  if (owners.isEmailTaken)
    throw new AppError(409, ACCOUNT_CODES.emailTaken, 'Email address is already registered.');
  if (owners.isMobileTaken)
    throw new AppError(409, ACCOUNT_CODES.mobileTaken, 'Mobile number is already registered.');
  await updateContact(deps.db, astrologerId, contact.email, contact.mobile);
  return ACCOUNT_SUCCESS.contact;
}

/** A fresh token for the session that made a credential change (every older token has stopped working). */
async function reissueToken(deps: AccountDeps, astrologerId: number): Promise<string> {
  const a = await requireSelf(deps, astrologerId);
  return issueToken(
    { astrologerId, tokenVersion: a.token_version },
    deps.jwtSecret,
    deps.clock.now(),
    deps.tokenTtlSeconds,
  );
}

/** POST /astrologer/changepin: older tokens stop working; the answer carries a new one for this session. */
export async function changePin(deps: AccountDeps, astrologerId: number, request: ChangePinRequest) {
  const a = await requireSelf(deps, astrologerId);
  if (!(await verifySecret(request.oldPin, a.pin_hash)))
    throw badRequest(PROFILE_MESSAGES.wrongCurrentPin, '103');
  await updatePin(deps.db, astrologerId, await hashSecret(request.newPin, deps.secretHashCost));
  return { message: ACCOUNT_SUCCESS.changePin, token: await reissueToken(deps, astrologerId) };
}

/** POST /astrologer/changepassword: older tokens stop working; the answer carries a new one for this session. */
export async function changePassword(
  deps: AccountDeps,
  astrologerId: number,
  request: ChangePasswordRequest,
) {
  const a = await requireSelf(deps, astrologerId);
  if (!(await verifySecret(request.oldPassword, a.password_hash))) {
    throw badRequest(PROFILE_MESSAGES.wrongCurrentPassword, '103');
  }
  await updatePassword(deps.db, astrologerId, await hashSecret(request.newPassword, deps.secretHashCost));
  return { message: ACCOUNT_SUCCESS.changePassword, token: await reissueToken(deps, astrologerId) };
}
