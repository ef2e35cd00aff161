import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { Form } from 'react-bootstrap';
import { FieldError, invalidProps } from './form-parts';

/** One choice of a select: the value sent and the words shown. */
export interface SelectOption {
  value: string | number;
  label: string;
}

/** What the select itself takes: a react-hook-form registration (ref included), or a value with onChange. */
type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children' | 'size'> & {
  ref?: Ref<HTMLSelectElement>;
};

/**
 * A labelled select: the label names it (controlId), `placeholder` is a first choice such as 'Default', and
 * the rest of the props (a react-hook-form registration, or a value with onChange) go to the select; `error` is
 * a refusal shown under it.
 */
export function LabelledSelect({
  id,
  label,
  options,
  placeholder,
  isSmall = false,
  error,
  ...select
}: SelectProps & {
  id: string;
  label: ReactNode;
  options: readonly SelectOption[];
  placeholder?: ReactNode;
  isSmall?: boolean;
  error?: string;
}) {
  return (
    <Form.Group className={isSmall ? 'mb-2' : 'mb-3'} controlId={id}>
      <Form.Label className={isSmall ? 'small mb-0' : undefined}>{label}</Form.Label>
      <Form.Select size={isSmall ? 'sm' : undefined} {...invalidProps(id, error)} {...select}>
        {placeholder}
        {/* Keyed by value and place, not words: a change of display language then rewrites each option in
            place, where new keys would replace the options and drop the chosen one (the select showing its first
            entry); a value may stand twice (two time zones of one offset). */}
        {options.map((option, index) => (
          <option key={`${option.value}|${index}`} value={option.value}>
            {option.label}
          </option>
        ))}
      </Form.Select>
      <FieldError id={id} error={error} />
    </Form.Group>
  );
}
