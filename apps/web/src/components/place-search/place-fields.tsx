import { Col, Row } from 'react-bootstrap';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import type { PlaceSuggestion } from '../../api/clients';
import { FormField } from '../forms/form-field';
import { PlaceSuggestions } from './place-search';
import { useTypedPlace } from './use-typed-place';
import { useTranslation } from 'react-i18next';

/** The names of a form's place, latitude and longitude fields. */
export interface PlaceFieldNames<T extends FieldValues> {
  place: Path<T>;
  latitude: Path<T>;
  longitude: Path<T>;
}

/** The typed place and what a picked suggestion does: fill the place and its coordinates, then tell `onPicked`. */
function usePlacePick<T extends FieldValues>(
  form: UseFormReturn<T>,
  names: PlaceFieldNames<T>,
  resetKey: number,
  onPicked?: (place: PlaceSuggestion) => void,
) {
  const typed = useTypedPlace(form, names.place, resetKey);
  const pick = (place: PlaceSuggestion) => {
    typed.clear();
    const filled = { shouldValidate: true, shouldDirty: true };
    // Every form with a place takes the suggestion's values as they come; the generic form cannot say so.
    const set = (name: Path<T>, value: string | number) =>
      form.setValue(name, value as PathValue<T, Path<T>>, filled);
    set(names.place, place.locationName);
    set(names.latitude, place.latitude);
    set(names.longitude, place.longitude);
    onPicked?.(place);
  };
  return { typed, pick };
}

/**
 * A place typed with the atlas's suggestions under it, then its Latitude and Longitude side by side. A
 * picked suggestion fills all three (validated, so messages of an earlier submit go) and is reported to
 * `onPicked` (to propose its time zone); a new `resetKey` closes an open list.
 */
export function PlaceFields<T extends FieldValues>({
  form,
  names,
  label,
  resetKey = 0,
  maxLength = 200,
  onPicked,
}: {
  form: UseFormReturn<T>;
  names: PlaceFieldNames<T>;
  label: string;
  resetKey?: number;
  /** Longest place name the form stores (the client's 200, the profile city's 50). */
  maxLength?: number;
  onPicked?: (place: PlaceSuggestion) => void;
}) {
  const { typed, pick } = usePlacePick(form, names, resetKey, onPicked);
  const { t } = useTranslation();
  return (
    <>
      <FormField form={form} name={names.place} label={label} maxLength={maxLength} autoComplete="off" />
      <PlaceSuggestions text={typed.text} onPick={pick} />
      <Row>
        <Col>
          <FormField form={form} name={names.latitude} label={t('Latitude')} inputMode="decimal" />
        </Col>
        <Col>
          <FormField form={form} name={names.longitude} label={t('Longitude')} inputMode="decimal" />
        </Col>
      </Row>
    </>
  );
}
