import type { TFunction } from 'i18next';
import { useEffect, useState, type ReactNode } from 'react';
import { Col, Form, Row, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { SettingsValues } from '../../api/settings';
import { ActionForm } from '../forms/action-form';
import { FieldError, invalidProps } from '../forms/form-parts';
import { LabelledSelect } from '../forms/labelled-select';
import { useSubmission } from '../forms/use-submission';
import { settingErrors, settingOfMessage, type SettingErrors } from './settings-check';
import { listPart, setListPart, toDraft, toPayload, type Draft } from './settings-draft';
import {
  COLOUR_LISTS,
  colourOptions,
  DISPLAY_LANGUAGE_LABEL,
  SETTING_SELECTS,
  type ColourList,
  type SettingSelect,
} from './settings-fields';

/**
 * What the parts of the form share: the draft, a way to change it, the 'Default' choice if any, and the
 * message under each refused setting.
 */
interface DraftProps {
  draft: Draft;
  setDraft: (change: (draft: Draft) => Draft) => void;
  placeholder: ReactNode;
  errors: SettingErrors;
}

const CORRECTION_ID = 'setting-config5';

/**
 * A select's label in the display language. The display language's own label keeps its English words beside
 * the translation, so someone who picked a language they cannot read still finds the way back.
 */
function labelOf(t: TFunction, select: SettingSelect): ReactNode {
  const label = t(select.label);
  if (select.label !== DISPLAY_LANGUAGE_LABEL || label === select.label) return label;
  return (
    <>
      {label} <span lang="en">({DISPLAY_LANGUAGE_LABEL})</span>
    </>
  );
}

/** A select's choices: words in the display language, names and patterns as written. */
function optionsOf(t: TFunction, select: SettingSelect): SettingSelect['options'] {
  if (!select.hasWordChoices) return select.options;
  return select.options.map((option) => ({ ...option, label: t(option.label) }));
}

/** The selects in the spec's order, then the Ayanamsa correction. */
function GeneralSettings({ draft, setDraft, placeholder, errors }: DraftProps) {
  const { t } = useTranslation();
  const set = (key: string, value: string) => setDraft((d) => ({ ...d, [key]: value }));
  return (
    <>
      {SETTING_SELECTS.map((s) => (
        <LabelledSelect
          key={s.key}
          id={`setting-${s.key}`}
          label={labelOf(t, s)}
          options={optionsOf(t, s)}
          placeholder={placeholder}
          value={draft[s.key] ?? ''}
          error={errors[s.key]}
          onChange={(e) => set(s.key, e.target.value)}
        />
      ))}
      <Form.Group className="mb-3" controlId={CORRECTION_ID}>
        <Form.Label>{t('Ayanamsa Correction (degrees, -180 to 180)')}</Form.Label>
        <Form.Control
          value={draft.config5 ?? ''}
          inputMode="decimal"
          {...invalidProps(CORRECTION_ID, errors.config5)}
          onChange={(e) => set('config5', e.target.value)}
        />
        <FieldError id={CORRECTION_ID} error={errors.config5} />
      </Form.Group>
    </>
  );
}

/** One colour list setting: a small select per slot. */
function ColourListFieldset({
  list,
  draft,
  setDraft,
  placeholder,
  errors,
}: DraftProps & { list: ColourList }) {
  const { t } = useTranslation();
  const count = list.slots.length;
  const error = errors[list.key];
  const options = colourOptions(list, t);
  return (
    <fieldset className="mb-3" aria-describedby={error ? `${list.idPrefix}-error` : undefined}>
      <legend className="h6">{t(list.legend)}</legend>
      {error ? (
        <p id={`${list.idPrefix}-error`} className="text-danger small mb-2">
          {error}
        </p>
      ) : null}
      {list.slots.map((slot, i) => (
        <LabelledSelect
          key={slot.label}
          id={`${list.idPrefix}-${i}`}
          label={t(slot.label)}
          options={options}
          placeholder={placeholder}
          isSmall
          value={list.read(listPart(draft, list.key, i))}
          onChange={(e) => setDraft((d) => setListPart(d, list.key, i, count, list.write(e.target.value)))}
        />
      ))}
    </fieldset>
  );
}

/** Props of {@link SettingsForm}. */
export interface SettingsFormProps {
  /** The saved settings the form opens with and Reset returns to. */
  loaded: SettingsValues;
  /** Adds the 'Default' option (empty: use the astrologer's value) to every field (Client Settings). */
  allowDefault: boolean;
  /** Saves the settings and answers the server's message. */
  onSave: (values: SettingsValues) => Promise<string>;
  /** Ok of the done state. */
  onDone: () => void;
}

/**
 * The draft, the messages under its fields and the submit: the contract's rule first (a refused setting
 * stores nothing and sends nothing), then the server, whose refusal naming a setting shows under that field.
 */
function useSettingsDraft({ loaded, allowDefault, onSave }: Omit<SettingsFormProps, 'onDone'>) {
  const [draft, setDraftState] = useState<Draft>(toDraft(loaded));
  const [errors, setErrors] = useState<SettingErrors>({});
  useEffect(() => setDraftState(toDraft(loaded)), [loaded]);
  const submission = useSubmission();
  const setDraft = (change: (draft: Draft) => Draft) => {
    setDraftState(change);
    setErrors({});
    submission.clearAnswer();
  };
  const submit = () => {
    const payload = toPayload(draft);
    const refused = settingErrors(payload, allowDefault);
    setErrors(refused);
    if (Object.keys(refused).length > 0) return submission.clearAnswer();
    return submission.run(
      () => onSave(payload),
      (error) => {
        const key = error instanceof Error ? settingOfMessage(error.message) : undefined;
        if (key) setErrors({ [key]: error instanceof Error ? error.message : '' });
      },
    );
  };
  const fieldless = submission.message && !settingOfMessage(submission.message) ? submission.message : null;
  return { draft, setDraft, errors, submit, submission, serverMessage: fieldless };
}

/** The settings form shared by My Settings and Client Settings. */
export function SettingsForm({ loaded, allowDefault, onSave, onDone }: SettingsFormProps) {
  const { t } = useTranslation();
  const { draft, setDraft, errors, submit, submission, serverMessage } = useSettingsDraft({
    loaded,
    allowDefault,
    onSave,
  });
  const parts: DraftProps = {
    draft,
    setDraft,
    errors,
    placeholder: allowDefault ? <option value="">{t('Default')}</option> : null,
  };
  return (
    <ActionForm
      onSubmit={(event) => {
        event.preventDefault();
        return submit();
      }}
      serverMessage={serverMessage}
      done={{ message: submission.done, onOk: () => window.setTimeout(onDone, 100) }}
      isLoading={submission.isLoading}
      onReset={() => setDraft(() => toDraft(loaded))}
    >
      <Row>
        <Col md={6}>
          <GeneralSettings {...parts} />
        </Col>
        <Col md={6}>
          {COLOUR_LISTS.map((list) => (
            <ColourListFieldset key={list.key} list={list} {...parts} />
          ))}
        </Col>
      </Row>
    </ActionForm>
  );
}

/** Loading text of spec §2 ('Loading - Settings Page'); the spinner is a span, as no div may sit in a paragraph. */
export function SettingsLoading() {
  return (
    <p>
      <Spinner as="span" animation="border" size="sm" /> Loading - Settings Page
    </p>
  );
}
