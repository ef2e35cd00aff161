import { signUpRequestSchema } from '@kpdesk/contract';
import { useCallback, useState, type ReactNode } from 'react';
import { Button, Form, Modal } from 'react-bootstrap';
import { useNavigate } from 'react-router';
import { accountsApi } from '../../api/accounts';
import { PATHS } from '../../paths';
import { FormField, PinField, PasswordField } from '../../components/forms/form-field';
import { DoneState, FormAlert, FormCard, SubmitButton } from '../../components/forms/form-parts';
import { useContractForm } from '../../components/forms/use-contract-form';
import { CaptchaImage } from '../../components/forms/captcha-field';
import { DisclaimerText, TermsText } from './legal-texts';

function LegalModal({
  title,
  isOpen,
  onClose,
  children,
}: {
  title: string;
  isOpen: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal show={isOpen} onHide={onClose} scrollable aria-labelledby="legal-title">
      <Modal.Header closeButton>
        <Modal.Title id="legal-title">{title}</Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
      <Modal.Footer>
        <Button onClick={onClose}>Close</Button>
      </Modal.Footer>
    </Modal>
  );
}

const EMPTY = {
  firstName: '',
  lastName: '',
  emailId: '',
  mobile: '',
  pin: '',
  confirmPin: '',
  password: '',
  confirmPasword: '',
  captcha: '',
  checksum: '',
  termsAccepted: false,
};

/** Sign Up (signup.html): result codes 101/102/103/104 focus email, mobile, pin, terms (spec §8). */
export function SignUpPage() {
  const { form, isLoading, serverMessage, doneMessage, submit, resetForm } = useContractForm(
    signUpRequestSchema,
    EMPTY,
    {
      '101': 'emailId',
      '102': 'mobile',
      '103': 'pin',
      '104': 'termsAccepted',
      '105': 'captcha',
    },
  );
  const [legal, setLegal] = useState<'terms' | 'disclaimer' | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const navigate = useNavigate();
  const setChecksum = useCallback((checksum: string) => form.setValue('checksum', checksum), [form]);
  const onSubmit = submit(async (values) => {
    try {
      return (await accountsApi.signUp(values)).message;
    } catch (error) {
      form.setValue('captcha', '');
      setCaptchaKey((k) => k + 1);
      throw error;
    }
  });
  const termsError = form.formState.errors.termsAccepted?.message;
  return (
    <FormCard title="Sign Up">
      {doneMessage ? (
        <DoneState message={doneMessage} onOk={() => void navigate(PATHS.signIn, { replace: true })} />
      ) : (
        <Form noValidate onSubmit={(e) => void onSubmit(e)}>
          <FormAlert message={serverMessage} />
          <FormField
            form={form}
            name="firstName"
            label="First name"
            maxLength={50}
            autoComplete="given-name"
          />
          <FormField
            form={form}
            name="lastName"
            label="Last name"
            maxLength={50}
            autoComplete="family-name"
          />
          <FormField
            form={form}
            name="emailId"
            label="Email"
            type="email"
            maxLength={50}
            autoComplete="email"
          />
          <FormField
            form={form}
            name="mobile"
            label="Mobile"
            inputMode="numeric"
            maxLength={15}
            autoComplete="tel"
          />
          <PinField form={form} name="pin" label="Pin" isNew />
          <PinField form={form} name="confirmPin" label="Confirm pin" isNew />
          <PasswordField form={form} name="password" label="Password" isNew />
          <PasswordField form={form} name="confirmPasword" label="Confirm password" isNew />
          <CaptchaImage
            onChecksum={setChecksum}
            reloadKey={captchaKey}
            error={form.formState.errors.checksum?.message}
          />
          <FormField form={form} name="captcha" label="Captcha" maxLength={6} autoComplete="off" />
          <Form.Group className="mb-3" controlId="field-termsAccepted">
            <Form.Check
              type="checkbox"
              isInvalid={Boolean(termsError)}
              aria-describedby={termsError ? 'terms-error' : undefined}
              label="I accept the Terms and Conditions and the Disclaimer"
              {...form.register('termsAccepted')}
            />
            {termsError ? (
              <div id="terms-error" className="invalid-feedback d-block">
                {termsError}
              </div>
            ) : null}
            <div className="small">
              <Button variant="link" size="sm" className="p-0 me-3" onClick={() => setLegal('terms')}>
                Terms and Conditions
              </Button>
              <Button variant="link" size="sm" className="p-0" onClick={() => setLegal('disclaimer')}>
                Disclaimer
              </Button>
            </div>
          </Form.Group>
          <div className="d-flex gap-2">
            <SubmitButton isLoading={isLoading} />
            <Button
              variant="secondary"
              type="button"
              onClick={() => {
                // Clear empties the captcha's hidden checksum too: a fresh captcha brings a new one.
                resetForm(EMPTY);
                setCaptchaKey((k) => k + 1);
              }}
            >
              Clear
            </Button>
          </div>
        </Form>
      )}
      <LegalModal title="Terms and Conditions" isOpen={legal === 'terms'} onClose={() => setLegal(null)}>
        <TermsText />
      </LegalModal>
      <LegalModal title="Disclaimer" isOpen={legal === 'disclaimer'} onClose={() => setLegal(null)}>
        <DisclaimerText />
      </LegalModal>
    </FormCard>
  );
}
