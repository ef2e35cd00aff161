import { useEffect, useState, type ReactNode } from 'react';
import { Col, Form, Row, Spinner } from 'react-bootstrap';
import type { SettingsValues } from '../../api/settings';
import { ActionForm } from '../forms/action-form';
import { FieldError, invalidProps } from '../forms/form-parts';
import { LabelledSelect } from '../forms/labelled-select';
import { useSubmission } from '../forms/use-submission';
import { settingErrors, settingOfMessage, type SettingErrors } from './settings-check';
import { listPart, setListPart, toDraft, toPayload, type Draft } from './settings-draft';
import { COLOUR_LISTS, SETTING_SELECTS, type ColourList } from './settings-fields';

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

/** The selects in the spec's order, then the Ayanamsa correction. */
function GeneralSettings({ draft, setDraft, placeholder, errors }: DraftProps) {
  const set = (key: string, value: string) => setDraft((d) => ({ ...d, [key]: value }));
  return (
    <>
      {SETTING_SELECTS.map((s) => (
        <LabelledSelect
          key={s.key}
          id={`setting-${s.key}`}
          label={s.label}
          options={s.options}
          placeholder={placeholder}
          value={draft[s.key] ?? ''}
          error={errors[s.key]}
          onChange={(e) => set(s.key, e.target.value)}
        />
      ))}
      <Form.Group className="mb-3" controlId={CORRECTION_ID}>
        <Form.Label>Ayanamsa Correction (degrees, -180 to 180)</Form.Label>
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
  const count = list.slots.length;
  const error = errors[list.key];
  return (
    <fieldset className="mb-3" aria-describedby={error ? `${list.idPrefix}-error` : undefined}>
      <legend className="h6">{list.legend}</legend>
      {error ? (
        <p id={`${list.idPrefix}-error`} className="text-danger small mb-2">
          {error}
        </p>
      ) : null}
      {list.slots.map((slot, i) => (
        <LabelledSelect
          key={slot.label}
          id={`${list.idPrefix}-${i}`}
          label={slot.label}
          options={list.options}
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
  const { draft, setDraft, errors, submit, submission, serverMessage } = useSettingsDraft({
    loaded,
    allowDefault,
    onSave,
  });
  const parts: DraftProps = {
    draft,
    setDraft,
    errors,
    placeholder: allowDefault ? <option value="">Default</option> : null,
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

/** Loading text of spec §2 ('Loading - Settings Page'). */
export function SettingsLoading() {
  return (
    <p>
      <Spinner animation="border" size="sm" /> Loading - Settings Page
    </p>
  );
}
