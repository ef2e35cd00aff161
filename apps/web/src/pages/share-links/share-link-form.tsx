import {
  SHARE_EXPIRY_DAYS,
  SHARE_SECTION_NAMES,
  SHARE_SECTIONS,
  shareCreateSchema,
  type ShareCreateInput,
} from '@kpdesk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { UseFormReturn } from 'react-hook-form';
import { shareApi, shareLinksKey, type ShareCreated } from '../../api/share';
import { FieldError, FormAlert, SubmitButton, invalidProps } from '../../components/forms/form-parts';
import { useContractForm } from '../../components/forms/use-contract-form';
import { MatchClientPicker } from '../../components/match-report/match-client-picker';
import { useMatchWords } from '../../components/match-report/match-words';

/** A new link opens on a week, the middle of what most consultations need. */
const DEFAULT_EXPIRY_DAYS = 7;

type ShareForm = UseFormReturn<ShareCreateInput>;

function SectionChoices({ form }: { form: ShareForm }) {
  const id = 'share-sections';
  const error = form.formState.errors.sections?.message;
  const { t } = useTranslation();
  return (
    <fieldset className="mb-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="fs-6 fw-semibold">{t('Sections to share')}</legend>
      {SHARE_SECTIONS.map((section) => (
        <Form.Check
          key={section}
          id={`${id}-${section}`}
          value={section}
          label={t(SHARE_SECTION_NAMES[section])}
          isInvalid={Boolean(error)}
          {...form.register('sections')}
        />
      ))}
      {/* Bootstrap shows feedback only beside an invalid input; this follows the checks: shown outright. */}
      {error ? (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      ) : null}
    </fieldset>
  );
}

/**
 * With the match section ticked: the partner (a client search) and this client's role; unticked, the partner
 * is left out of the body, which the contract refuses without the section.
 */
function MatchPartnerFields({ form }: { form: ShareForm }) {
  const w = useMatchWords();
  const sections = form.watch('sections');
  const isChosen = Array.isArray(sections) && sections.includes('match');
  const partner = form.watch('match.partnerRunningId');
  const { unregister } = form;
  useEffect(() => {
    if (!isChosen) unregister('match');
  }, [isChosen, unregister]);
  if (!isChosen) return null;
  const errors = form.formState.errors.match;
  const partnerError = errors?.partnerRunningId?.message ?? errors?.message;
  const roleError = errors?.role?.message;
  return (
    <fieldset className="mb-3 ms-4">
      <MatchClientPicker
        id="share-match-partner"
        label={w.label('partner')}
        chosen={typeof partner === 'number' ? partner : null}
        onPick={(n) =>
          form.setValue('match.partnerRunningId', n ?? Number.NaN, {
            shouldValidate: form.formState.isSubmitted,
          })
        }
        w={w}
      />
      {partnerError ? <div className="invalid-feedback d-block mb-2">{partnerError}</div> : null}
      <legend className="fs-6">{w.t('Role of this client in the match')}</legend>
      {(['bride', 'groom'] as const).map((role) => (
        <Form.Check
          key={role}
          inline
          type="radio"
          id={`share-match-role-${role}`}
          value={role}
          label={w.label(role)}
          isInvalid={Boolean(roleError)}
          {...form.register('match.role')}
        />
      ))}
      {roleError ? <div className="invalid-feedback d-block">{roleError}</div> : null}
    </fieldset>
  );
}

function ExpiryField({ form }: { form: ShareForm }) {
  const id = 'share-expires';
  const error = form.formState.errors.expiresInDays?.message;
  const { t } = useTranslation();
  return (
    <Form.Group className="mb-3" controlId={id} style={{ maxWidth: 240 }}>
      <Form.Label>{t('Expires in (days)')}</Form.Label>
      <Form.Control
        type="number"
        inputMode="numeric"
        min={SHARE_EXPIRY_DAYS.min}
        max={SHARE_EXPIRY_DAYS.max}
        step={1}
        {...invalidProps(id, error)}
        {...form.register('expiresInDays', { valueAsNumber: true })}
      />
      <Form.Text>
        {t('From {{min}} to {{max}} days.', { min: SHARE_EXPIRY_DAYS.min, max: SHARE_EXPIRY_DAYS.max })}
      </Form.Text>
      <FieldError id={id} error={error} />
    </Form.Group>
  );
}

/**
 * Create a link: the sections (checkboxes; the match section with its partner and this client's role) and the
 * days until it expires, checked under each field by the
 * contract's rules (the server's own) before sending; any other refusal of the server shows above the fields.
 */
export function ShareLinkForm({
  runningId,
  onCreated,
}: {
  runningId: number;
  onCreated: (created: ShareCreated) => void;
}) {
  const queries = useQueryClient();
  const { t } = useTranslation();
  const { form, isLoading, serverMessage, submit } = useContractForm(shareCreateSchema, {
    sections: [],
    expiresInDays: DEFAULT_EXPIRY_DAYS,
  });
  const onSubmit = submit(async (values) => {
    onCreated(await shareApi.create(runningId, values));
    await queries.invalidateQueries({ queryKey: shareLinksKey(runningId) });
    return 'Link created';
  });
  return (
    <Form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('Create a share link')}>
      <FormAlert message={serverMessage} />
      <SectionChoices form={form} />
      <MatchPartnerFields form={form} />
      <ExpiryField form={form} />
      <SubmitButton isLoading={isLoading} needsNetwork>
        {t('Create link')}
      </SubmitButton>
    </Form>
  );
}
