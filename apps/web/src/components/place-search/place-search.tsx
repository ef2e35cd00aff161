import { LOCATION_SEARCH_MIN_LENGTH } from '@kpdesk/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clientsApi, type PlaceSuggestion } from '../../api/clients';
import { useIsOnline } from '../forms/form-parts';
import { SuggestionList, useSuggestions } from '../forms/suggestions';

/**
 * Suggestions of the offline atlas for a typed place name (from 3 characters). The input itself belongs to
 * the form; this shows the list under it and reports the chosen place.
 */
export function PlaceSuggestions({
  text,
  onPick,
}: {
  text: string;
  onPick: (place: PlaceSuggestion) => void;
}) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<string | null>(null);
  const isOnline = useIsOnline();
  // The text a pick has just put into the field asks for nothing; offline the atlas (on the server) is not asked.
  const [places, setPlaces] = useSuggestions(
    text,
    LOCATION_SEARCH_MIN_LENGTH,
    clientsApi.places,
    text !== picked && isOnline,
  );
  if (!isOnline && text.trim().length >= LOCATION_SEARCH_MIN_LENGTH && text !== picked) {
    return (
      <p role="note" className="small text-body-secondary mb-2">
        {t('Place search waits for the network: enter the latitude, longitude and zone by hand.')}
      </p>
    );
  }
  return (
    <SuggestionList
      label={t('Matching places')}
      className="mb-2 shadow-sm"
      items={places}
      keyOf={(place) => `${place.locationName}-${place.latitude}`}
      textOf={(place) => place.locationName}
      onPick={(place) => {
        setPicked(place.locationName);
        setPlaces([]);
        onPick(place);
      }}
    />
  );
}
