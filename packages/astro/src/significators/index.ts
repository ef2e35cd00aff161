/**
 * KP significators, aspects, conjunctions and links of a chart (domain §6–§10, decisions.md): pure
 * functions over a {@link ChartLords} that return plain typed rows in the product's orders.
 */
export * from './types.js';
export * from './relation.js';
export * from './ownership.js';
export * from './aspects.js';
export * from './conjunctions.js';
export * from './planet-significators.js';
export * from './cuspal-significators.js';
export * from './six-fold-significators.js';
export * from './self-significators.js';
export * from './effective-significators.js';
export * from './links.js';
