import type { FormEvent, ReactNode } from 'react';
import { Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { ContractFormCard, type ContractFormState } from '../forms/contract-form-card';
import { useBackToProfile } from './use-back-to-profile';

/**
 * A profile form page (personal details, email and mobile): a spinner until the saved record is loaded, then
 * the titled form with Reset back to the saved values; Ok of the done state returns to My Profile.
 */
export function ProfileFormCard({
  title,
  profileForm,
  onSubmit,
  extraActions,
  children,
}: {
  title: string;
  profileForm: ContractFormState & { isPending: boolean; resetToSaved: () => void };
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  /** Buttons after Reset (Change Personal Details' Ok). */
  extraActions?: ReactNode;
  children: ReactNode;
}) {
  const backToProfile = useBackToProfile();
  const { t } = useTranslation();
  if (profileForm.isPending) return <Spinner animation="border" role="status" aria-label={t('Loading')} />;
  return (
    <ContractFormCard
      title={title}
      state={profileForm}
      onSubmit={onSubmit}
      onOk={backToProfile}
      onReset={profileForm.resetToSaved}
      extraActions={extraActions}
    >
      {children}
    </ContractFormCard>
  );
}
