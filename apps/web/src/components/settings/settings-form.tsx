import { useEffect, useState, type ReactNode } from 'react';
import { Col, Form, Row, Spinner } from 'react-bootstrap';
import type { SettingsValues } from '../../api/settings';
import { ActionForm } from '../forms/action-form';
import { LabelledSelect } from '../forms/labelled-select';
import { useSubmission } from '../forms/use-submission';
import { listPart, setListPart, toDraft, toPayload, type Draft } from './settings-draft';
import { COLOUR_LISTS, SETTING_SELECTS, type ColourList } from './settings-fields';

/** What the parts of the form share: the draft, a way to change it, and the 'Default' choice if any. */
interface DraftProps {
  draft: Draft;
  setDraft: (change: (draft: Draft) => Draft) => void;
  placeholder: ReactNode;
}

/** The selects in the spec's order, then the Ayanamsa correction. */
function GeneralSettings({ draft, setDraft, placeholder }: DraftProps) {
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
          onChange={(e) => set(s.key, e.target.value)}
        />
      ))}
      <Form.Group className="mb-3" controlId="setting-config5">
        <Form.Label>Ayanamsa Correction (degrees, -180 to 180)</Form.Label>
        <Form.Control
          value={draft.config5 ?? ''}
          inputMode="decimal"
          onChange={(e) => set('config5', e.target.value)}
        />
      </Form.Group>
    </>
  );
}

/** One colour list setting: a small select per slot. */
function ColourListFieldset({ list, draft, setDraft, placeholder }: DraftProps & { list: ColourList }) {
  const count = list.slots.length;
  return (
    <fieldset className="mb-3">
      <legend className="h6">{list.legend}</legend>
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

/** The settings form shared by My Settings and Client Settings. */
export function SettingsForm({ loaded, allowDefault, onSave, onDone }: SettingsFormProps) {
  const [draft, setDraft] = useState<Draft>(toDraft(loaded));
  useEffect(() => setDraft(toDraft(loaded)), [loaded]);
  const submission = useSubmission();
  const parts: DraftProps = {
    draft,
    setDraft,
    placeholder: allowDefault ? <option value="">Default</option> : null,
  };
  return (
    <ActionForm
      onSubmit={(event) => {
        event.preventDefault();
        return submission.run(() => onSave(toPayload(draft)));
      }}
      serverMessage={submission.message}
      done={{ message: submission.done, onOk: () => window.setTimeout(onDone, 100) }}
      isLoading={submission.isLoading}
      onReset={() => setDraft(toDraft(loaded))}
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
