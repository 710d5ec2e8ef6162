/** The e-mail that carries the Complete Report, in Dutch; see ../en/report-email.ts. */
export const subject = ({ assessmentName }: { assessmentName: string }) =>
  `Uw Volledig rapport: ${assessmentName}`;
export const preheader =
  'Uw Volledig rapport zit als pdf in de bijlage. Lees het wanneer u er klaar voor bent.';
export const heading = 'Uw Volledig rapport is klaar';
export const hello = 'Goedendag,';
export const attachedFor = ({ assessmentName }: { assessmentName: string }) =>
  `Bedankt voor uw bestelling. Uw Volledig rapport voor de zelfinschatting “${assessmentName}” zit als bijlage bij deze e-mail.`;
export const attachedFiles = 'U vindt twee pdf-bestanden:';
export const reportFileAbout =
  'uw Volledig rapport; op de eerste pagina leest u wat erin staat en hoe u het kunt gebruiken';
export const letterFileAbout =
  'de brief aan uw huisarts uit uw rapport, als apart bestand, klaar om af te drukken en te ondertekenen';
export const readAnyWay =
  'U kunt het rapport op het scherm lezen, bewaren of afdrukken om mee te nemen naar een afspraak. U hoeft het niet in één keer te lezen.';
export const whatIsInside = 'Wat erin staat';
export const gentleReminder = 'Een vriendelijke herinnering';
export const orderReference = 'Bestelnummer:';
export const amountPaid = 'Betaald bedrag:';
export const completedOn = 'Zelfinschatting ingevuld op:';
export const questionsWriteTo = 'Vragen, of lukt het niet om de bijlage te openen? Schrijf ons op';
export const complaintWithin = ({ days }: { days: number }) =>
  `Klopt er iets niet aan uw rapport? Laat het ons dan binnen ${days} dagen weten.`;
export const receivingBecause = 'U ontvangt deze e-mail omdat u een rapport hebt besteld bij';
export const seeYourData =
  'Wilt u de gegevens die we over u bewaren bekijken, downloaden of wissen? Ga dan naar';
export const yourData = 'Uw gegevens';
export const reportFileName = 'traitscope-volledig-rapport';
export const letterFileName = 'traitscope-brief-voor-uw-huisarts';
