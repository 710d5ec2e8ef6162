/**
 * What the bands are, in three plain sentences, wherever a result is shown (results page, shared results, report).
 * About a third of the statements are worded as ease and scored in reverse, so "agreeing" alone does not lead to
 * the top band; the text says so (issue 25). Nothing anywhere may suggest the bands are clinical thresholds: they
 * are not (docs/decisions/011-score-bands.md).
 */
export const HOW_TO_READ_THE_BANDS =
  'The three bands follow the average answer, from mostly disagreeing to mostly agreeing with the experiences asked about. Some statements are scored in reverse: agreeing with those counts the other way. The bands are shares of the possible score, not clinical cut-offs, and they have not been checked against diagnoses.';
