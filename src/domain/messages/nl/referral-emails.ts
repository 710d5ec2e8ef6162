/** The referral programme's e-mails in Dutch; see ../en/referral-emails.ts. */
export const inviteSubject = 'Iemand uit uw vriendenkring nodigt u uit voor Traitscope';
export const inviteWhat =
  'Iemand uit uw vriendenkring dacht dat Traitscope u zou kunnen helpen: korte, op onderzoek gebaseerde zelfinschattingen voor volwassenen die hun kenmerken van autisme, ADHD, prikkelverwerking, dyspraxie of dyslexie willen begrijpen.';
export const inviteHow =
  'De zelfinschattingen duren 5 tot 15 minuten. U hebt geen account nodig en u ziet meteen gratis eerste inzichten. Ze zijn geen diagnose; ze kunnen u helpen een gesprek met een zorgverlener voor te bereiden.';
export const inviteButton = 'Doe een zelfinschatting';
export const inviteStartHere = 'Begin hier:';
export const inviteWhyThisAddress = ({ supportEmail }: { supportEmail: string }) =>
  `Degene die u uitnodigde, vulde uw adres in om u deze ene uitnodiging te sturen. We gebruiken het voor niets anders en sturen geen herinneringen. Vragen: ${supportEmail}`;
export const inviteOptOutQuestion = 'Wilt u liever door niemand meer worden uitgenodigd?';
export const inviteOptOutLink = 'Nodig mij niet meer uit';

export const rewardNotUsedSubject = 'Over de uitnodigingsbeloning die voor dit adres is gebruikt';
export const rewardNotUsedWhat =
  'Op Traitscope is een beloningscode uit het uitnodigingsprogramma gebruikt om een gratis Volledig rapport te bestellen voor dit e-mailadres. We hebben het rapport niet verstuurd.';
export const rewardNotUsedWhy = ({ days }: { days: number }) =>
  `Elk e-mailadres kan binnen ${days} dagen één rapport krijgen dat met een uitnodigingsbeloning is betaald, en elk e-maildomein een paar. Dit adres of dit domein had in die tijd al zijn deel gehad. Daarom is de code gebruikt zonder dat er een rapport is verstuurd.`;
export const rewardNotUsedNote = ({ supportEmail }: { supportEmail: string }) =>
  `Hebt u niets besteld? Dan kunt u deze e-mail negeren: niemand heeft iets over dit adres gehoord. Was u het wel en denkt u dat dit niet klopt? Schrijf dan naar ${supportEmail}.`;
