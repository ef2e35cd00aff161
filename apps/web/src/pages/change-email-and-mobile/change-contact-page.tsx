import { ACCOUNT_MESSAGES, contactSchema } from '@kpdesk/contract';
import { useTranslation } from 'react-i18next';
import { accountsApi } from '../../api/accounts';
import { ApiError } from '../../api/client';
import { FormField } from '../../components/forms/form-field';
import { ProfileFormCard } from '../../components/profile/profile-form-card';
import { useProfileForm } from '../../components/profile/use-profile-form';

/** Change email and mobile (/ccom.html). */
export function ChangeContactPage() {
  const contact = useProfileForm(
    contactSchema,
    { email: '', mobile: '' },
    { queryKey: 'contact', load: accountsApi.viewContact, toForm: (saved) => saved },
  );
  const { form, record: saved } = contact;
  const { t } = useTranslation();
  const onSubmit = contact.submit(async (v) => {
    // The server says the same; answering here saves a round trip for an unchanged form.
    if (saved && v.email === saved.email && v.mobile === saved.mobile) {
      throw new ApiError('refused', ACCOUNT_MESSAGES.contactUnchanged);
    }
    return (await accountsApi.changeContact(v)).message;
  });
  return (
    <ProfileFormCard title={t('Change email and mobile')} profileForm={contact} onSubmit={onSubmit}>
      <FormField form={form} name="email" label={t('Email')} type="email" maxLength={50} />
      <FormField form={form} name="mobile" label={t('Mobile')} inputMode="numeric" maxLength={15} />
    </ProfileFormCard>
  );
}
