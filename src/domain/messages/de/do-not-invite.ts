/** The page an invitation's "Do not invite me again" link opens, in German; see ../en/do-not-invite.ts. */
export const heading = 'Keine Einladungen mehr';
export const stillReachYou =
  'Berichte und Links, die Sie selbst anfordern, erreichen Sie weiterhin. Sie müssen sonst nichts tun.';
export const why =
  'Jemand aus Ihrem Bekanntenkreis hat Sie per E-Mail zu Traitscope eingeladen. Wenn Sie solche Einladungen nicht möchten, drücken Sie die Schaltfläche: Wir schicken Ihnen keine weitere, ganz gleich, wer uns darum bittet.';
export const noList =
  'Dafür führen wir keine Liste von Adressen, nur eine unkenntlich gemachte Form Ihrer Adresse, die uns sagt, dass wir nicht schreiben sollen.';
export const saving = 'Wird gespeichert …';
export const button = 'Keine Einladungen mehr schicken';
export const openFromEmail =
  'Diese Seite funktioniert über den Link in einer Einladungs-E-Mail. Bitte öffnen Sie sie von dort aus.';
export const failed =
  'Ihre Wahl konnte gerade nicht gespeichert werden. Bitte versuchen Sie es gleich noch einmal.';
export const returnHome = 'Zur Startseite';
