import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Form parts without react-bootstrap or react-hook-form, for the sign-in screen, whose script must stay small.
 * They draw the same markup as form-parts.tsx and form-actions.tsx (Bootstrap's classes, the
 * message under a refused field linked by aria-describedby, never colour alone), so the screen looks and
 * reads the same as every other form.
 */

/** Props of {@link LightField}: a labelled input whose value and message the page keeps. */
export interface LightFieldProps {
  name: string;
  label: string;
  value: string;
  onType: (text: string) => void;
  inputRef: Ref<HTMLInputElement>;
  error: string | undefined;
  type?: 'text' | 'password';
  maxLength?: number;
  autoComplete?: string;
  inputMode?: 'numeric' | 'email' | 'text';
}

/** A labelled input with its message under it, as FormField draws it. */
export function LightField({
  name,
  label,
  value,
  onType,
  inputRef,
  error,
  type = 'text',
  ...rest
}: LightFieldProps) {
  const id = `field-${name}`;
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type={type}
        className={error ? 'form-control is-invalid' : 'form-control'}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        value={value}
        onChange={(event) => onType(event.target.value)}
        {...rest}
      />
      {error ? (
        <div className="invalid-feedback" id={`${id}-error`}>
          {error}
        </div>
      ) : null}
    </div>
  );
}

/** The server's message in red under the title (spec §8), announced to screen readers. */
export function LightAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div role="alert" className="alert alert-danger py-2">
      {message}
    </div>
  );
}

/** The action row of a form with Submit and Clear (FormActions' look, words and order). */
export function LightSubmitAndClear({ isLoading, onClear }: { isLoading: boolean; onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="d-flex flex-wrap gap-2">
      <button type="submit" className="btn btn-primary" disabled={isLoading}>
        {isLoading ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
        {t('Submit')}
        {isLoading ? <span className="visually-hidden"> {t('(working)')}</span> : null}
      </button>
      <button type="button" className="btn btn-secondary" onClick={onClear} disabled={isLoading}>
        {t('Clear')}
      </button>
    </div>
  );
}

/** A titled card around a form page (FormCard for every form). */
export function LightFormCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="card shadow-sm mx-auto my-3" style={{ maxWidth: 560 }} aria-labelledby="form-title">
      <div className="card-body">
        <h1 id="form-title" className="h4 mb-3">
          {title}
        </h1>
        {children}
      </div>
    </section>
  );
}
