/**
 * The domain's vocabulary: typed ids of the names astrologers read (planets, signs, stars, tithis, …) with
 * their words in English, Hindi, Tamil and Telugu, and the one local moment. No dependencies: the engine and
 * the contract build on it.
 */
export * from './languages.js';
export * from './vocabulary.js';
export * from './matching.js';
export * from './panchang.js';
export * from './muhurta.js';
export * from './bodies.js';
export * from './time-lords.js';
export * from './signs.js';
export * from './zodiac.js';
export * from './events.js';
export * from './moment.js';
export * from './vargas.js';
