import { ACCOUNT_MESSAGES, contactSchema } from '@kpdesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Spinner } from 'react-bootstrap';
import { accountsApi } from '../../api/accounts';
import { ApiError } from '../../api/client';
import { ContractFormCard } from '../../components/forms/contract-form-card';
import { FormField } from '../../components/forms/form-field';
import { useContractForm } from '../../components/forms/use-contract-form';
import { useBackToProfile } from '../../components/profile/use-back-to-profile';

/** Change email and mobile (/ccom.html). */
export function ChangeContactPage() {
  const loaded = useQuery({ queryKey: ['contact'], queryFn: accountsApi.viewContact });
  const contract = useContractForm(contactSchema, { email: '', mobile: '' });
  const { form } = contract;
  const backToProfile = useBackToProfile();
  const values = loaded.data?.data;
  useEffect(() => {
    if (values) form.reset(values);
  }, [values]);
  const onSubmit = contract.submit(async (v) => {
    // The server says the same; answering here saves a round trip for an unchanged form.
    if (values && v.email === values.email && v.mobile === values.mobile) {
      throw new ApiError('refused', ACCOUNT_MESSAGES.contactUnchanged);
    }
    return (await accountsApi.changeContact(v)).message;
  });
  if (loaded.isPending) return <Spinner animation="border" role="status" aria-label="Loading" />;
  return (
    <ContractFormCard
      title="Change email and mobile"
      state={contract}
      onSubmit={onSubmit}
      onOk={backToProfile}
      onReset={() => values && contract.resetForm(values)}
    >
      <FormField form={form} name="email" label="Email" type="email" maxLength={50} />
      <FormField form={form} name="mobile" label="Mobile" inputMode="numeric" maxLength={15} />
    </ContractFormCard>
  );
}
