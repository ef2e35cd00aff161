import { INPUT_LIMITS } from '@kpdesk/contract';
import { Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FieldError, invalidProps } from './form-parts';

export interface FormFieldProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  type?: string;
  maxLength?: number;
  autoComplete?: string;
  inputMode?: 'numeric' | 'email' | 'text' | 'decimal';
  placeholder?: string;
  step?: number;
  /** Earliest and latest value a date picker offers ('yyyy-MM-dd'); the contract still checks typed text. */
  min?: string;
  max?: string;
}

/**
 * A labelled input bound to react-hook-form. The error is text under the field, linked by
 * aria-describedby and marked aria-invalid, so it never relies on colour alone.
 */
export function FormField<T extends FieldValues>({
  form,
  name,
  label,
  type = 'text',
  ...rest
}: FormFieldProps<T>) {
  const id = `field-${name}`;
  const error = form.formState.errors[name]?.message as string | undefined;
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control type={type} {...invalidProps(id, error)} {...rest} {...form.register(name)} />
      <FieldError id={id} error={error} />
    </Form.Group>
  );
}

type SecretFieldProps<T extends FieldValues> = Pick<FormFieldProps<T>, 'form' | 'name' | 'label'> & {
  /** A new secret (browsers may offer to generate one) rather than the current one. */
  isNew?: boolean;
};

/** A masked pin input: digits, at most 15 (spec §9). */
export function PinField<T extends FieldValues>({ isNew = false, ...props }: SecretFieldProps<T>) {
  return (
    <FormField
      {...props}
      type="password"
      inputMode="numeric"
      maxLength={INPUT_LIMITS.pin}
      autoComplete={isNew ? 'new-password' : 'current-password'}
    />
  );
}

/** A masked password input: at most 20 characters (spec §9). */
export function PasswordField<T extends FieldValues>({ isNew = false, ...props }: SecretFieldProps<T>) {
  return (
    <FormField
      {...props}
      type="password"
      maxLength={INPUT_LIMITS.password}
      autoComplete={isNew ? 'new-password' : 'current-password'}
    />
  );
}

/**
 * A new pin or password and its confirmation (sign-up, change and forgot pin, change and reset password):
 * the confirmation is always labelled 'Confirm pin' or 'Confirm password'. `label` is the English text; both
 * labels read in the display language.
 */
export function NewSecretPair<T extends FieldValues>({
  form,
  kind,
  name,
  confirmName,
  label,
}: Pick<FormFieldProps<T>, 'form' | 'name' | 'label'> & { kind: 'pin' | 'password'; confirmName: Path<T> }) {
  const { t } = useTranslation();
  const Field = kind === 'pin' ? PinField : PasswordField;
  return (
    <>
      <Field form={form} name={name} label={t(label)} isNew />
      <Field
        form={form}
        name={confirmName}
        label={t(kind === 'pin' ? 'Confirm pin' : 'Confirm password')}
        isNew
      />
    </>
  );
}

/** The account identifier of sign-in, forgot pin and reset password: an email or a mobile number. */
export function EmailOrMobileField<T extends FieldValues>({
  form,
  name,
}: Pick<FormFieldProps<T>, 'form' | 'name'>) {
  const { t } = useTranslation();
  return (
    <FormField form={form} name={name} label={t('Email or Mobile')} maxLength={50} autoComplete="username" />
  );
}

/** The new pin pair of Change pin and Forgot Pin, as the contract names its fields. */
export const NEW_PIN_PAIR = {
  kind: 'pin',
  name: 'newPin',
  confirmName: 'confirmPin',
  label: 'New pin',
} as const;

/** The new password pair of Change password and Reset Password, as the contract names its fields. */
export const NEW_PASSWORD_PAIR = {
  kind: 'password',
  name: 'newPassword',
  confirmName: 'confirmPassword',
  label: 'New password',
} as const;
