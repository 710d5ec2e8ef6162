/** The e-mail that carries the Complete Report, in Italian; see ../en/report-email.ts. */
export const subject = ({ assessmentName }: { assessmentName: string }) =>
  `Il suo Report completo: ${assessmentName}`;
export const preheader = 'Il suo Report completo è allegato in PDF. Lo legga quando se la sente.';
export const heading = 'Il suo Report completo è pronto';
export const hello = 'Buongiorno,';
export const attachedFor = ({ assessmentName }: { assessmentName: string }) =>
  `Grazie per il suo ordine. In allegato a questa e-mail trova il suo Report completo per l’autovalutazione «${assessmentName}».`;
export const attachedFiles = 'Troverà due file PDF:';
export const reportFileAbout =
  'il suo Report completo; la prima pagina spiega che cosa contiene e come usarlo';
export const letterFileAbout =
  'la lettera per il suo medico tratta dal report, in un file a parte, pronta da stampare e firmare';
export const readAnyWay =
  'Può leggerlo sullo schermo, salvarlo o stamparlo e portarlo a un appuntamento. Non serve leggerlo tutto in una volta.';
export const whatIsInside = 'Che cosa contiene';
export const gentleReminder = 'Un promemoria gentile';
export const orderReference = 'Riferimento dell’ordine:';
export const amountPaid = 'Importo pagato:';
export const completedOn = 'Autovalutazione completata il:';
export const questionsWriteTo = 'Domande, o problemi ad aprire l’allegato? Ci scriva a';
export const complaintWithin = ({ days }: { days: number }) =>
  `Se qualcosa nel suo report non va, ce lo comunichi entro ${days} giorni.`;
export const receivingBecause = 'Riceve questa e-mail perché ha ordinato un report su';
export const seeYourData =
  'Per vedere, scaricare o cancellare i dati che conserviamo su di lei, visiti la pagina';
export const yourData = 'I suoi dati';
export const reportFileName = 'traitscope-report-completo';
export const letterFileName = 'traitscope-lettera-per-il-suo-medico';
