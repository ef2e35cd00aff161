import { describe, expect, it } from 'vitest';
import { nextSignInState, type SignInAnswer } from './sign-in-state';

const answer = (
  code: string,
  pinCount: number,
  passwordCount: number,
  message = 'Invalid pin',
): SignInAnswer => ({
  code,
  message,
  pinCount,
  passwordCount,
});

describe('sign-in state machine (spec §4)', () => {
  it('200 signs in', () => {
    expect(nextSignInState('pin', answer('200', 0, 0))).toEqual({
      mode: 'pin',
      message: null,
      isSignedIn: true,
    });
  });

  it('101 restores pin mode with the server message', () => {
    expect(nextSignInState('password', answer('101', 0, 0, 'Not registered'))).toEqual({
      mode: 'pin',
      message: 'Not registered',
      isSignedIn: false,
    });
  });

  it.each([
    ['pin', answer('103', 3, 0), 'password', 'Pin is blocked. Try after 30 mins or try with password.'],
    ['pin', answer('103', 0, 0), 'password', 'Pin is blocked. Try after 30 mins or try with password.'],
    ['pin', answer('102', 4, 0), 'password', 'Pin is blocked. Try after 30 mins or try with password.'],
    ['pin', answer('102', 0, 0), 'pin', 'Invalid pin. 3 attempts pending'],
    ['pin', answer('102', 3, 0), 'password', 'Pin is blocked. Try after 30 mins or try with password.'],
    ['pin', answer('102', 1, 0), 'pin', 'Invalid pin. 2 attempts pending'],
    ['pin', answer('102', 2, 0), 'pin', 'Invalid pin. 1 attempt pending'],
    ['password', answer('102', 1, 0), 'pin', 'Invalid option. Try with pin.'],
    ['password', answer('102', 3, 1), 'password', 'Invalid password. 2 attempts pending'],
    ['password', answer('103', 3, 3, 'Invalid password'), 'pin', 'Invalid password. Account is locked.'],
    ['password', answer('103', 3, 1, 'Invalid password'), 'password', 'Invalid password. 2 attempts pending'],
    ['password', answer('429', 3, 0, 'Too many attempts'), 'pin', 'Too many attempts'],
    [
      'pin',
      answer('other', 0, 0, 'Network Error - Please check internet connection'),
      'pin',
      'Network Error - Please check internet connection',
    ],
    ['password', answer('103', 3, 2, 'Invalid password'), 'password', 'Invalid password. 1 attempt pending'],
  ] as const)('in %s mode, %o gives %s mode and "%s"', (mode, given, nextMode, message) => {
    expect(nextSignInState(mode, given)).toEqual({ mode: nextMode, message, isSignedIn: false });
  });
});
