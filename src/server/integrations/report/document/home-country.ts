/** Heads the buyer's own country in Sections 7 and 8; the country's name follows as the block's title. */
export const HOME_COUNTRY_HEADING = 'Where you live';

/** Sections 7 and 8 name only the buyer's country when it is known; the appendix has the rest. */
export const OTHER_COUNTRIES_IN_APPENDIX =
  'Other countries are listed in the appendix at the end of this report.';
