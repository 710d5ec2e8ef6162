// Items are reworded from time to time (docs/decisions/012-item-review.md). Every stored result carries the
// version of the item set its taker answered, so that an old result's report prints the wording that was
// answered, and the comparison with other takers counts only results on one wording.

/**
 * 1: the items as first written and reviewed (issue 19). 2: the second review (issue 25): items reworded away
 * from published frames, near-universal items replaced, constructs relabelled.
 */
export const CURRENT_ITEM_SET_VERSION = 2;
