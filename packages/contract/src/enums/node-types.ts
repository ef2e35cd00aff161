import type { OptionValue } from './option-table.js';

/**
 * Lunar node used for Rahu (Ketu = Rahu + 180°): the mean node or the true (osculating) node.
 * A setting beyond the spec, stored in config9 (domain/decisions.md "Rahu/Ketu").
 */
export const NODE_TYPES = [
  { value: 'mean', label: 'Mean node' },
  { value: 'true', label: 'True node' },
] as const;

/** 'mean' | 'true'. */
export type NodeType = OptionValue<typeof NODE_TYPES>;

/** Default node type: mean (domain/decisions.md). */
export const DEFAULT_NODE_TYPE: NodeType = 'mean';
