/** A ratio (a score, a coverage index) as every reporter prints it. */
export const percent = (ratio: number) => `${(ratio * 100).toFixed(1)}%`;
