/** The note on opening an invitation link, in German; see ../en/invitation-notice.ts. */
export const accepted = 'Einladung angenommen';
export const aboutInvitation = 'Zu Ihrer Einladung';
export const couldNotOpen =
  'Wir konnten diese Einladung gerade nicht öffnen, aber Sie sind trotzdem herzlich eingeladen, eine Selbsteinschätzung auszufüllen.';
