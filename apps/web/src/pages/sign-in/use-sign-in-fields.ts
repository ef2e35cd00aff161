import { checkField, SIGN_IN_RULES } from '@kpdesk/contract';
import { useRef, useState } from 'react';

/** The sign-in form's fields, as the contract's sign-in call names them. */
export type SignInField = keyof typeof SIGN_IN_RULES;

type Texts = Record<SignInField, string>;
type Messages = Partial<Record<SignInField, string>>;

const EMPTY: Texts = { emailOrMobile: '', pin: '', password: '' };

/** `messages` without those of `fields`. */
function without(messages: Messages, fields: SignInField[]): Messages {
  return Object.fromEntries(
    Object.entries(messages).filter(([field]) => !fields.includes(field as SignInField)),
  );
}

/** `messages` with `field`'s message for `text` (or none when the text passes its rule). */
function recheck(messages: Messages, field: SignInField, text: string): Messages {
  const result = checkField(SIGN_IN_RULES[field], text);
  const others = without(messages, [field]);
  return 'message' in result ? { ...others, [field]: result.message } : others;
}

/**
 * The sign-in fields checked with the contract's rules (the server's words), as the other forms do it with
 * react-hook-form, without it: messages appear on submit, the first refused field takes focus,
 * and after a submit each field is checked again as it is typed. `onTyped` hears the astrologer type.
 */
export function useSignInFields(onTyped: () => void) {
  const [texts, setTexts] = useState(EMPTY);
  const [messages, setMessages] = useState<Messages>({});
  const [isSubmitted, setSubmitted] = useState(false);
  const inputs = useRef<Partial<Record<SignInField, HTMLInputElement | null>>>({});
  const bind = (field: SignInField) => ({
    name: field,
    value: texts[field],
    error: messages[field],
    inputRef: (input: HTMLInputElement | null) => {
      inputs.current[field] = input;
    },
    onType: (text: string) => {
      setTexts((t) => ({ ...t, [field]: text }));
      if (isSubmitted) setMessages((m) => recheck(m, field, text));
      onTyped();
    },
  });
  /** The values to send (trimmed where the rules say), or null after showing why not. */
  const check = <F extends SignInField>(fields: F[]): Record<F, string> | null => {
    const found: Messages = {};
    const values = {} as Record<F, string>;
    for (const field of fields) {
      const result = checkField(SIGN_IN_RULES[field], texts[field]);
      if ('message' in result) found[field] = result.message;
      else values[field] = result.value;
    }
    setSubmitted(true);
    setMessages(found);
    const refused = fields.find((field) => found[field] !== undefined);
    if (refused === undefined) return values;
    inputs.current[refused]?.focus();
    return null;
  };
  /** Empties `fields` and drops their messages (the secrets after each answer). */
  const clear = (fields: SignInField[]) => {
    setTexts((t) => ({ ...t, ...Object.fromEntries(fields.map((field) => [field, ''])) }));
    setMessages((m) => without(m, fields));
  };
  /** The form as it opened: every field empty, no message, nothing checked as typed. */
  const reset = () => {
    setTexts(EMPTY);
    setMessages({});
    setSubmitted(false);
  };
  return { bind, check, clear, reset };
}
