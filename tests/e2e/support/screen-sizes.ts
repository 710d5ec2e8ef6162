/** The two screens the comfort journeys are checked on: a touch phone (390x844) and a computer (1280x800). */
export const PHONE_SCREEN = {
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
} as const;

export const COMPUTER_SCREEN = { viewport: { width: 1280, height: 800 } } as const;

/** Both, named for the journeys that run once on each. */
export const BOTH_SCREENS = [
  { name: 'on a touch phone', use: PHONE_SCREEN },
  { name: 'on a computer', use: COMPUTER_SCREEN },
] as const;
