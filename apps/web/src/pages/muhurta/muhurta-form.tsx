import {
  muhurtaSearchSchema,
  type MuhurtaSearchInput,
  MUHURTA_EVENTS,
  type MuhurtaEventKey,
} from '@kpdesk/contract';
import { Button, Card, Col, Form, Row } from 'react-bootstrap';
import type { FieldError as HookFieldError, UseFormReturn } from 'react-hook-form';
import { FormField } from '../../components/forms/form-field';
import { useContractForm } from '../../components/forms/use-contract-form';
import { FormOutcome } from '../../components/options/form-outcome';
import { PlaceFields } from '../../components/place-search/place-fields';
import { HouseSet } from './house-picker';
import type { MuhurtaWords } from './muhurta-words';
import { PeoplePicker, type Person } from './people-picker';
import { profileHouses, VETO_SWITCHES, type MuhurtaFormValues } from './search-params';

type SearchForm = ReturnType<typeof useContractForm<typeof muhurtaSearchSchema>>;

const messageOf = (error: HookFieldError | undefined) => error?.message;

/** The event with its editable houses and cusp; choosing an event puts its shipped profile back. */
function ProfileFields({ state, words }: { state: SearchForm; words: MuhurtaWords }) {
  const { form } = state;
  const errors = form.formState.errors;
  const values = form.watch();
  const setHouses = (name: 'favourable' | 'negating', houses: number[]) =>
    form.setValue(name, houses, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  return (
    <>
      <Form.Group className="mb-3" controlId="muhurta-event">
        <Form.Label>{words.label('event')}</Form.Label>
        <Form.Select
          value={String(values.event)}
          onChange={(e) => {
            const event = e.target.value as MuhurtaEventKey;
            form.setValue('event', event);
            const shipped = profileHouses(event);
            form.setValue('favourable', shipped.favourable);
            form.setValue('negating', shipped.negating);
            form.setValue('cusp', shipped.cusp);
          }}
        >
          {MUHURTA_EVENTS.ids.map((id) => (
            <option key={id} value={id}>
              {words.event(id)}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <HouseSet
        id="muhurta-favourable"
        legend={words.label('favourable')}
        houses={values.favourable ?? []}
        error={messageOf(errors.favourable as HookFieldError | undefined)}
        onChange={(houses) => setHouses('favourable', houses)}
        words={words}
      />
      <HouseSet
        id="muhurta-negating"
        legend={words.label('negating')}
        houses={values.negating ?? []}
        error={messageOf(errors.negating as HookFieldError | undefined)}
        onChange={(houses) => setHouses('negating', houses)}
        words={words}
      />
      <Form.Group className="mb-3" controlId="muhurta-cusp">
        <Form.Label>{words.label('cusp')}</Form.Label>
        <Form.Select
          value={String(values.cusp)}
          onChange={(e) => form.setValue('cusp', Number(e.target.value), { shouldDirty: true })}
        >
          {[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((house) => (
            <option key={house} value={house}>
              {house}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
    </>
  );
}

/** The range, its clock and the place. */
function RangeFields({ state, words }: { state: SearchForm; words: MuhurtaWords }) {
  // The field components type a form whose parsed values have the input's shape; the range's moments are
  // parsed into LocalMoments only on submit, which these components never see.
  const form = state.form as unknown as UseFormReturn<MuhurtaSearchInput>;
  return (
    <>
      <Row>
        <Col sm={6}>
          <FormField form={form} name="from" type="datetime-local" step={1} label={words.label('from')} />
        </Col>
        <Col sm={6}>
          <FormField form={form} name="to" type="datetime-local" step={1} label={words.label('to')} />
        </Col>
      </Row>
      <FormField form={form} name="timezone" inputMode="decimal" label={words.label('timeZone')} />
      <PlaceFields
        form={form}
        names={{ place: 'place', latitude: 'latitude', longitude: 'longitude' }}
        label={words.label('place')}
      />
    </>
  );
}

/** The periods to avoid, each a labelled switch. */
function VetoFields({ state, words }: { state: SearchForm; words: MuhurtaWords }) {
  const { form } = state;
  const name = (key: (typeof VETO_SWITCHES)[number]) =>
    key === 'combustion' ? `${words.veto('combustVenus')}, ${words.veto('combustJupiter')}` : words.veto(key);
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6 mb-1">{words.label('vetoes')}</legend>
      {VETO_SWITCHES.map((key) => (
        <Form.Check
          key={key}
          type="switch"
          id={`muhurta-veto-${key}`}
          label={name(key)}
          {...form.register(`vetoes.${key}`)}
        />
      ))}
    </fieldset>
  );
}

/**
 * The search form: event and houses, range and place, the people concerned and the periods to avoid. The
 * contract's schema checks it in the browser with the server's words; a valid form is handed to `onSearch`
 * as the form holds it (the page writes it into the address).
 */
export function MuhurtaForm({
  initial,
  people,
  onPeopleChange,
  onSearch,
  isSearching,
  serverMessage,
  words,
}: {
  initial: MuhurtaFormValues;
  people: Person[];
  onPeopleChange: (people: Person[]) => void;
  onSearch: (values: MuhurtaFormValues) => void;
  isSearching: boolean;
  serverMessage: string | null;
  words: MuhurtaWords;
}) {
  const state = useContractForm(muhurtaSearchSchema, {
    ...initial,
    from: String(initial.from).replace(' ', 'T'),
    to: String(initial.to).replace(' ', 'T'),
  });
  const { form } = state;
  const submit = state.submit(() => {
    onSearch({ ...(form.getValues() as MuhurtaFormValues), participants: people.map((p) => p.runningId) });
    return Promise.resolve('');
  });
  const setPeople = (next: Person[]) => {
    form.setValue(
      'participants',
      next.map((p) => p.runningId),
    );
    onPeopleChange(next);
  };
  return (
    <Card className="mb-3 screen-only">
      <Card.Body>
        <Form noValidate onSubmit={(e) => void submit(e)} aria-label={words.label('title')}>
          <Row>
            <Col lg={6}>
              <ProfileFields state={state} words={words} />
            </Col>
            <Col lg={6}>
              <RangeFields state={state} words={words} />
              <PeoplePicker
                people={people}
                onChange={setPeople}
                error={messageOf(form.formState.errors.participants as HookFieldError | undefined)}
                words={words}
              />
              <VetoFields state={state} words={words} />
            </Col>
          </Row>
          <FormOutcome serverMessage={serverMessage ?? state.serverMessage} doneMessage={null} />
          <Button type="submit" disabled={isSearching}>
            {isSearching ? words.label('searching') : words.label('search')}
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}
