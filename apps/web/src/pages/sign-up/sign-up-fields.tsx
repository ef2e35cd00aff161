import type { signUpRequestSchema } from '@kpdesk/contract';
import { useCallback, useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { CaptchaImage } from '../../components/forms/captcha-field';
import { FormField } from '../../components/forms/form-field';
import { LegalModal } from './legal-modal';
import { DisclaimerText, TermsText } from './legal-texts';

type SignUpSchema = typeof signUpRequestSchema;
/** The sign-up form as the page's parts see it. */
export type SignUpForm = UseFormReturn<z.input<SignUpSchema>, unknown, z.output<SignUpSchema>>;

/** Who the astrologer is: name, email and mobile. */
export function PersonFields({ form }: { form: SignUpForm }) {
  const { t } = useTranslation();
  return (
    <>
      <FormField
        form={form}
        name="firstName"
        label={t('First name')}
        maxLength={50}
        autoComplete="given-name"
      />
      <FormField
        form={form}
        name="lastName"
        label={t('Last name')}
        maxLength={50}
        autoComplete="family-name"
      />
      <FormField
        form={form}
        name="emailId"
        label={t('Email')}
        type="email"
        maxLength={50}
        autoComplete="email"
      />
      <FormField
        form={form}
        name="mobile"
        label={t('Mobile')}
        inputMode="numeric"
        maxLength={15}
        autoComplete="tel"
      />
    </>
  );
}

/** The captcha image (its signed token goes into the hidden checksum) and the typed answer. */
export function SignUpCaptcha({ form, reloadKey }: { form: SignUpForm; reloadKey: number }) {
  const setChecksum = useCallback((checksum: string) => form.setValue('checksum', checksum), [form]);
  const { t } = useTranslation();
  return (
    <>
      <CaptchaImage
        onChecksum={setChecksum}
        reloadKey={reloadKey}
        error={form.formState.errors.checksum?.message}
      />
      <FormField form={form} name="captcha" label={t('Captcha')} maxLength={6} autoComplete="off" />
    </>
  );
}

/**
 * The terms checkbox with links that open the Terms and Conditions and the Disclaimer. Their titles read in the
 * display language; the texts themselves stay English, which prevails over any translation (as the terms say).
 */
export function TermsAcceptance({ form }: { form: SignUpForm }) {
  const [legal, setLegal] = useState<'terms' | 'disclaimer' | null>(null);
  const termsError = form.formState.errors.termsAccepted?.message;
  const { t } = useTranslation();
  return (
    <Form.Group className="mb-3" controlId="field-termsAccepted">
      <Form.Check
        type="checkbox"
        isInvalid={Boolean(termsError)}
        aria-describedby={termsError ? 'terms-error' : undefined}
        label={t('I accept the Terms and Conditions and the Disclaimer')}
        {...form.register('termsAccepted')}
      />
      {termsError ? (
        <div id="terms-error" className="invalid-feedback d-block">
          {termsError}
        </div>
      ) : null}
      <div className="small">
        <Button variant="link" size="sm" className="p-0 me-3" onClick={() => setLegal('terms')}>
          {t('Terms and Conditions')}
        </Button>
        <Button variant="link" size="sm" className="p-0" onClick={() => setLegal('disclaimer')}>
          {t('Disclaimer')}
        </Button>
      </div>
      <LegalModal title={t('Terms and Conditions')} isOpen={legal === 'terms'} onClose={() => setLegal(null)}>
        <TermsText />
      </LegalModal>
      <LegalModal title={t('Disclaimer')} isOpen={legal === 'disclaimer'} onClose={() => setLegal(null)}>
        <DisclaimerText />
      </LegalModal>
    </Form.Group>
  );
}
