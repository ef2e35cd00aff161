import { Form } from 'react-bootstrap';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

interface FormFieldProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  type?: string;
  maxLength?: number;
  autoComplete?: string;
  inputMode?: 'numeric' | 'email' | 'text' | 'decimal';
  placeholder?: string;
  step?: number;
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
      <Form.Control
        type={type}
        isInvalid={Boolean(error)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        {...rest}
        {...form.register(name)}
      />
      {error ? (
        <Form.Control.Feedback type="invalid" id={`${id}-error`}>
          {error}
        </Form.Control.Feedback>
      ) : null}
    </Form.Group>
  );
}
