import { ACCOUNT_MESSAGES, contactSchema } from '@kpdesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Button, Form, Spinner } from 'react-bootstrap';
import { accountsApi } from '../../api/accounts';
import { ApiError } from '../../api/client';
import { FormField } from '../../components/forms/form-field';
import { DoneState, FormAlert, FormCard, SubmitButton } from '../../components/forms/form-parts';
import { useContractForm } from '../../components/forms/use-contract-form';
import { useBackToProfile } from '../../components/profile/use-back-to-profile';

/** Change email and mobile (/ccom.html). */
export function ChangeContactPage() {
  const loaded = useQuery({ queryKey: ['contact'], queryFn: accountsApi.viewContact });
  const { form, isLoading, serverMessage, doneMessage, submit, resetForm } = useContractForm(contactSchema, {
    email: '',
    mobile: '',
  });
  const backToProfile = useBackToProfile();
  const values = loaded.data?.data;
  useEffect(() => {
    if (values) form.reset(values);
  }, [values]);
  const onSubmit = submit(async (v) => {
    // The server says the same; answering here saves a round trip for an unchanged form.
    if (values && v.email === values.email && v.mobile === values.mobile) {
      throw new ApiError('refused', ACCOUNT_MESSAGES.contactUnchanged);
    }
    return (await accountsApi.changeContact(v)).message;
  });
  if (loaded.isPending) return <Spinner animation="border" role="status" aria-label="Loading" />;
  return (
    <FormCard title="Change email and mobile">
      {doneMessage ? (
        <DoneState message={doneMessage} onOk={backToProfile} />
      ) : (
        <Form noValidate onSubmit={(e) => void onSubmit(e)}>
          <FormAlert message={serverMessage} />
          <FormField form={form} name="email" label="Email" type="email" maxLength={50} />
          <FormField form={form} name="mobile" label="Mobile" inputMode="numeric" maxLength={15} />
          <div className="d-flex gap-2">
            <SubmitButton isLoading={isLoading} />
            <Button variant="secondary" type="button" onClick={() => values && resetForm(values)}>
              Reset
            </Button>
          </div>
        </Form>
      )}
    </FormCard>
  );
}
