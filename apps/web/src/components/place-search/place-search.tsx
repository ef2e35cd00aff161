import { LOCATION_SEARCH_MIN_LENGTH } from '@kpdesk/contract';
import { useEffect, useState } from 'react';
import { ListGroup } from 'react-bootstrap';
import { clientsApi, type PlaceSuggestion } from '../../api/clients';

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
  const [places, setPlaces] = useState<PlaceSuggestion[]>([]);
  const [picked, setPicked] = useState<string | null>(null);
  useEffect(() => {
    if (text.trim().length < LOCATION_SEARCH_MIN_LENGTH || text === picked) return setPlaces([]);
    // An answer for text that has changed since (typed on, picked, or emptied by a Reset) is dropped, so it
    // cannot reopen the list.
    let isCurrent = true;
    const timer = window.setTimeout(() => {
      clientsApi.places(text).then(
        (answer) => isCurrent && setPlaces(answer.data),
        () => isCurrent && setPlaces([]),
      );
    }, 200);
    return () => {
      isCurrent = false;
      window.clearTimeout(timer);
    };
  }, [text, picked]);
  if (places.length === 0) return null;
  return (
    <ListGroup className="mb-2 shadow-sm" aria-label="Matching places">
      {places.map((place) => (
        <ListGroup.Item
          key={`${place.locationName}-${place.latitude}`}
          action
          onClick={() => {
            setPicked(place.locationName);
            setPlaces([]);
            onPick(place);
          }}
        >
          {place.locationName}
        </ListGroup.Item>
      ))}
    </ListGroup>
  );
}
