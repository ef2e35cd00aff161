import {
  DEFAULT_OPTIONS_COUNT,
  OPTION_RESULT_DISPLAY_MS,
  quickOptionsSchema,
  type ProfileView,
  type QuickOptionsAnswer,
  type QuickOptionsInput,
} from '@kpdesk/contract';
import { useEffect, useState } from 'react';
import { Card, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { optionsApi } from '../../api/options';
import { SectionMenu } from '../../components/chart-page/section-menu';
import { FormField } from '../../components/forms/form-field';
import { FormActions } from '../../components/forms/form-actions';
import { FormAlert } from '../../components/forms/form-parts';
import { useContractForm } from '../../components/forms/use-contract-form';
import { JudgementFields } from '../../components/options/judgement-fields';
import { judgementNow, useJudgementProfile } from '../../components/options/judgement-now';
import { FormBesideResult, JudgementProfile, OptionChoice } from '../../components/options/option-result';

const SECTIONS = [{ index: 0, label: 'Options' }] as const;

/** Keeps a result for the spec's 60 seconds, then clears it. */
function useShownFor60Seconds() {
  const [answer, setAnswer] = useState<QuickOptionsAnswer | null>(null);
  useEffect(() => {
    if (!answer) return;
    const timer = window.setTimeout(() => setAnswer(null), OPTION_RESULT_DISPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [answer]);
  return [answer, setAnswer] as const;
}

/** The quick result: the chosen option as a big number, with the moment, place and profile it was judged with. */
function QuickResult({ answer }: { answer: QuickOptionsAnswer }) {
  const { t } = useTranslation();
  return (
    <Card as="section" className="shadow-sm" aria-label={t('Result')}>
      <Card.Body>
        <OptionChoice result={answer.result} />
        <p className="text-center small text-body-secondary">
          {t('of {{count}} options · shown for 60 seconds', { count: answer.optionsCount })}
        </p>
        <JudgementProfile moment={answer} result={answer} />
      </Card.Body>
    </Card>
  );
}

/** The quick form's defaults: 2 options, now at the astrologer's profile place and zone (see judgementNow). */
function quickDefaults(profile: ProfileView | null): QuickOptionsInput {
  return { ...judgementNow(profile, Date.now()), optionsCount: String(DEFAULT_OPTIONS_COUNT) };
}

/**
 * The quick form's state: Calculate sends the time as HH:MM and keeps the answer for 60 seconds; Reset
 * restores the defaults (now again), clears the result and (through `resetKey`) closes the place suggestions.
 */
function useQuickOptions(profile: ProfileView | null) {
  const contractForm = useContractForm(quickOptionsSchema, quickDefaults(profile));
  const [answer, setAnswer] = useShownFor60Seconds();
  const [resetKey, setResetKey] = useState(0);
  const onSubmit = contractForm.submit(async (values) => {
    setAnswer(null);
    const reply = await optionsApi.calculate({ ...values, time: values.time.slice(0, 5) });
    setAnswer(reply.data);
    return reply.message;
  });
  const reset = () => {
    contractForm.resetForm(quickDefaults(profile));
    setAnswer(null);
    setResetKey((k) => k + 1);
  };
  return { ...contractForm, answer, resetKey, onSubmit, reset };
}

/**
 * The quick Options Theory form: Calculate sends the time as HH:MM and shows the chosen option as a big
 * number for 60 seconds, with the moment, place and calculation profile it was judged with. It opens on now
 * at the profile place and zone; Reset restores those defaults (now again, 2 options), clears the result and
 * closes the place suggestions.
 */
function QuickOptionsForm({ profile }: { profile: ProfileView | null }) {
  const { t } = useTranslation();
  const { form, isLoading, serverMessage, answer, resetKey, onSubmit, reset } = useQuickOptions(profile);
  return (
    <FormBesideResult result={answer ? <QuickResult answer={answer} /> : null}>
      <h1 id="options-title" className="h4 mb-3">
        {t('Options Theory')}
      </h1>
      <Form noValidate onSubmit={(e) => void onSubmit(e)}>
        <FormAlert message={serverMessage} />
        <FormField
          form={form}
          name="optionsCount"
          label={t('Number of Options')}
          inputMode="numeric"
          maxLength={2}
        />
        <JudgementFields form={form} resetKey={resetKey} />
        <FormActions isLoading={isLoading} submitLabel="Calculate" onReset={reset} />
      </Form>
    </FormBesideResult>
  );
}

/** Options (/options.html, chart-screens spec §2): the quick form once the astrologer's profile is known. */
export function OptionsPage() {
  const { t } = useTranslation();
  const { isLoading, profile } = useJudgementProfile();
  return (
    <section aria-labelledby="options-title" className="mb-3">
      <SectionMenu title="Options" sections={SECTIONS} active={0} onSelect={() => undefined} />
      {isLoading ? <p role="status">{t('Loading - Options')}</p> : <QuickOptionsForm profile={profile} />}
    </section>
  );
}
