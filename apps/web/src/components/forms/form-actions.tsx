import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Button } from 'react-bootstrap';
import { FormAlert, SubmitButton } from './form-parts';

/** Props of {@link FormActions}. */
export interface FormActionsProps {
  /** The request is under way: Submit shows its spinner and Reset/Clear wait for it. */
  isLoading: boolean;
  /** Submit's words (spec: 'Submit' unless a screen names it, e.g. 'Calculate', 'Add', 'Send OTP'). */
  submitLabel?: ReactNode;
  /** Returns the form to its opening state; the Reset button is drawn only when given. */
  onReset?: () => void;
  /** Empties every field; the Clear button is drawn only when given. */
  onClear?: () => void;
  /**
   * A message the row answers with (the server's refusal), shown as an alert above the buttons. Forms whose
   * alert sits under the title (spec §8, the account and client forms) leave it out and draw it there
   * (see ActionForm).
   */
  message?: string | null;
  /** Further buttons of the row, after Reset and Clear. */
  children?: ReactNode;
  /** Submit goes to the server and nowhere else (account changes): offline it says it waits for the network. */
  needsNetwork?: boolean;
}

/**
 * The action row every form of the spec ends with: Submit, then Reset and Clear where the screen has them,
 * with the form's alert above. One row for all forms, so the buttons keep their order, words and look: the
 * first of Reset and Clear is drawn filled (secondary), Clear after a Reset outlined, as the screens have them.
 */
export function FormActions({
  isLoading,
  submitLabel,
  onReset,
  onClear,
  message,
  children,
  needsNetwork = false,
}: FormActionsProps) {
  const { t } = useTranslation();
  return (
    <>
      <FormAlert message={message ?? null} />
      <div className="d-flex flex-wrap gap-2">
        <SubmitButton isLoading={isLoading} needsNetwork={needsNetwork}>
          {typeof submitLabel === 'string' ? t(submitLabel) : (submitLabel ?? t('Submit'))}
        </SubmitButton>
        {onReset ? (
          <Button variant="secondary" type="button" onClick={onReset} disabled={isLoading}>
            {t('Reset')}
          </Button>
        ) : null}
        {onClear ? (
          <Button
            variant={onReset ? 'outline-secondary' : 'secondary'}
            type="button"
            onClick={onClear}
            disabled={isLoading}
          >
            {t('Clear')}
          </Button>
        ) : null}
        {children}
      </div>
    </>
  );
}
