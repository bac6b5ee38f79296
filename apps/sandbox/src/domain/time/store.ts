export interface ClockOffsets {
  /** The organization's own offset; null when it follows the sandbox clock. */
  own: number | null;
  /** The sandbox clock's offset. */
  global: number;
}

/** What organizations' clocks (clocks.ts) ask of storage. */
export interface ClockStore {
  /** Both offsets of an organization in one read; undefined when no organization has the id. */
  clockOffsetsOf(organizationId: string): Promise<ClockOffsets | undefined>;
  /** Sets (or, with null, clears) the organization's own offset; false when no organization has the id. */
  setClockOffsetOf(organizationId: string, offsetUs: number | null): Promise<boolean>;
}
