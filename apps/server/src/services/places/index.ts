export { type GeoNamesCity, loadGeoNamesCities } from './cities-source.js';
export { foldPlaceText } from './fold-text.js';
export {
  createPlaceIndex,
  getSharedPlaceIndex,
  PLACE_SEARCH_MAX_RESULTS,
  PLACE_SEARCH_MIN_LENGTH,
  locationNameOf,
  type NamedArea,
  type Place,
  type PlaceIndex,
  type PlaceSuggestion,
  searchPlaces,
} from './place-index.js';
export { utcOffsetAt } from './utc-offset.js';
export { findUtcOffset, suggestPlaces } from './atlas.js';
export { findAtlasOffset, type AtlasOffset } from './atlas-offset.js';
