import {
  COLOUR_TEXT,
  EVENT_COLOUR_SLOTS,
  EVENT_VALUE_COLOUR_SLOTS,
  isColour,
  toEventColourValue,
} from '@kpdesk/contract';
import { useEffect, useState } from 'react';
import { Alert, Button, Col, Form, Row, Spinner } from 'react-bootstrap';
import { messageOf } from '../../api/client';
import type { SettingsValues } from '../../api/settings';
import { SubmitButton } from '../../components/forms/form-parts';
import { COLOUR_OPTIONS, NUMERIC_KEYS, SETTING_SELECTS } from './settings-fields';

type Draft = Record<string, string>;

function toDraft(values: SettingsValues): Draft {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v === null ? '' : String(v)]));
}

/** The payload: numbers as numbers, '' as null (Default), correction '0' as null (spec §5). */
export function toPayload(draft: Draft): SettingsValues {
  return Object.fromEntries(
    Object.entries(draft).map(([k, v]) => {
      if (v === '' || (k === 'config5' && Number(v) === 0)) return [k, null];
      return [k, NUMERIC_KEYS.has(k) || k === 'config5' || k === 'userId' ? Number(v) : v];
    }),
  );
}

function listPart(draft: Draft, key: string, index: number): string {
  return (draft[key] ?? '').split(',')[index] ?? '';
}

function setListPart(draft: Draft, key: string, index: number, count: number, value: string): Draft {
  const parts = Array.from({ length: count }, (_, i) => listPart(draft, key, i));
  parts[index] = value;
  return { ...draft, [key]: parts.every((p) => p === '') ? '' : parts.join(',') };
}

/**
 * The settings form shared by My Settings and Client Settings. `allowDefault` adds the 'Default' option
 * (empty: use the astrologer's value) to every field.
 */
export function SettingsForm({
  loaded,
  allowDefault,
  onSave,
  onDone,
}: {
  loaded: SettingsValues;
  allowDefault: boolean;
  onSave: (values: SettingsValues) => Promise<string>;
  onDone: () => void;
}) {
  const [draft, setDraft] = useState<Draft>(toDraft(loaded));
  const [state, setState] = useState<{ isLoading: boolean; message: string | null; done: string | null }>({
    isLoading: false,
    message: null,
    done: null,
  });
  useEffect(() => setDraft(toDraft(loaded)), [loaded]);
  const set = (key: string, value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const submit = async () => {
    setState({ isLoading: true, message: null, done: null });
    try {
      setState({ isLoading: false, message: null, done: await onSave(toPayload(draft)) });
    } catch (error) {
      setState({ isLoading: false, message: messageOf(error), done: null });
    }
  };
  if (state.done) {
    return (
      <div>
        <Alert variant="success" role="status">
          {state.done}
        </Alert>
        <Button onClick={() => window.setTimeout(onDone, 100)}>Ok</Button>
      </div>
    );
  }
  const defaultOption = allowDefault ? <option value="">Default</option> : null;
  return (
    <Form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {state.message ? (
        <Alert variant="danger" role="alert">
          {state.message}
        </Alert>
      ) : null}
      <Row>
        <Col md={6}>
          {SETTING_SELECTS.map((s) => (
            <Form.Group key={s.key} className="mb-3" controlId={`setting-${s.key}`}>
              <Form.Label>{s.label}</Form.Label>
              <Form.Select value={draft[s.key] ?? ''} onChange={(e) => set(s.key, e.target.value)}>
                {defaultOption}
                {s.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          ))}
          <Form.Group className="mb-3" controlId="setting-config5">
            <Form.Label>Ayanamsa Correction (degrees, -180 to 180)</Form.Label>
            <Form.Control
              value={draft.config5 ?? ''}
              inputMode="decimal"
              onChange={(e) => set('config5', e.target.value)}
            />
          </Form.Group>
        </Col>
        <Col md={6}>
          <fieldset className="mb-3">
            <legend className="h6">Event Colors</legend>
            {EVENT_COLOUR_SLOTS.map((slot, i) => (
              <Form.Group key={slot.label} className="mb-2" controlId={`event-colour-${i}`}>
                <Form.Label className="small mb-0">{slot.label}</Form.Label>
                <Form.Select
                  size="sm"
                  value={listPart(draft, 'config6', i).split(':')[0] ?? ''}
                  onChange={(e) =>
                    setDraft((d) =>
                      setListPart(
                        d,
                        'config6',
                        i,
                        9,
                        isColour(e.target.value) ? toEventColourValue(e.target.value) : '',
                      ),
                    )
                  }
                >
                  {defaultOption}
                  {COLOUR_OPTIONS.map((o) => (
                    <option
                      key={o.value}
                      value={o.value}
                    >{`${o.label} (text ${isColour(o.value) ? COLOUR_TEXT[o.value] : ''})`}</option>
                  ))}
                </Form.Select>
              </Form.Group>
            ))}
          </fieldset>
          <fieldset className="mb-3">
            <legend className="h6">Event Value Colors</legend>
            {EVENT_VALUE_COLOUR_SLOTS.map((slot, i) => (
              <Form.Group key={slot.label} className="mb-2" controlId={`event-value-colour-${i}`}>
                <Form.Label className="small mb-0">{slot.label}</Form.Label>
                <Form.Select
                  size="sm"
                  value={listPart(draft, 'config7', i)}
                  onChange={(e) => setDraft((d) => setListPart(d, 'config7', i, 6, e.target.value))}
                >
                  {defaultOption}
                  {COLOUR_OPTIONS.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </Form.Select>
              </Form.Group>
            ))}
          </fieldset>
        </Col>
      </Row>
      <div className="d-flex gap-2">
        <SubmitButton isLoading={state.isLoading} />
        <Button variant="secondary" type="button" onClick={() => setDraft(toDraft(loaded))}>
          Reset
        </Button>
      </div>
    </Form>
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
