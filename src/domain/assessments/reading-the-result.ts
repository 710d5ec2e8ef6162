/**
 * What the bands are, in two plain sentences, wherever a result is shown (results page, shared results, report).
 * Nothing anywhere may suggest the bands are clinical thresholds: they are not (docs/decisions/011-score-bands.md).
 */
export const HOW_TO_READ_THE_BANDS =
  'The three bands follow the average answer: mostly disagreeing, around neutral, or mostly agreeing with the experiences asked about. They are shares of the possible score, not clinical cut-offs, and they have not been checked against diagnoses.';
