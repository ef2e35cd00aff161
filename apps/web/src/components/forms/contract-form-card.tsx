import { FormCard } from './form-parts';
import { ActionForm, type ActionFormProps } from './action-form';

/** What the card reads of a contract form's state (useContractForm). */
export interface ContractFormState {
  isLoading: boolean;
  serverMessage: string | null;
  doneMessage: string | null;
}

/**
 * An account form page: the titled card around an {@link ActionForm} fed by the form's state, whose done
 * state's Ok calls `onOk`. Its Submit needs the network (account changes are never kept for later).
 */
export function ContractFormCard({
  title,
  state,
  onOk,
  ...form
}: Omit<ActionFormProps, 'serverMessage' | 'isLoading' | 'done'> & {
  title: string;
  state: ContractFormState;
  onOk: () => void;
}) {
  return (
    <FormCard title={title}>
      <ActionForm
        serverMessage={state.serverMessage}
        isLoading={state.isLoading}
        done={{ message: state.doneMessage, onOk }}
        needsNetwork
        {...form}
      />
    </FormCard>
  );
}
