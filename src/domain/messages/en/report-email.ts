/**
 * The e-mail that carries the Complete Report, in English: it is also the order's confirmation (see shell.ts for
 * how messages are kept). The server writes it in the order's language ('MESSAGES'), with the report's title and
 * section titles from 'report'.
 */
export const subject = ({ assessmentName }: { assessmentName: string }) =>
  `Your Complete Report: ${assessmentName}`;
export const preheader = 'Your Complete Report is attached as a PDF. Read it whenever you are ready.';
export const heading = 'Your Complete Report is ready';
export const hello = 'Hello,';
export const attachedFor = ({ assessmentName }: { assessmentName: string }) =>
  `Thank you for your order. Your Complete Report for the ${assessmentName} assessment is attached to this e-mail.`;
export const attachedFiles = 'You will find two PDF files:';
/** Each attached file, after its name: what it is. */
export const reportFileAbout = 'your Complete Report; its first page says what is inside and how to use it';
export const letterFileAbout =
  'the letter to your doctor from your report, on its own, ready to print and sign';
export const readAnyWay =
  'You can read it on screen, save it, or print it to take to an appointment. There is no need to read it all at once.';
export const whatIsInside = 'What is inside';
export const gentleReminder = 'A gentle reminder';
export const orderReference = 'Order reference:';
export const amountPaid = 'Amount paid:';
export const completedOn = 'Assessment completed on:';
/** Before the support address, which is a link in the HTML. */
export const questionsWriteTo = 'Questions, or trouble opening the attachment? Write to us at';
export const complaintWithin = ({ days }: { days: number }) =>
  `If anything is wrong with your report, please tell us within ${days} days.`;
/** Why the e-mail came, with the site's name as a link after it. */
export const receivingBecause = 'You are receiving this e-mail because you ordered a report from';
/** Before the Your data link. */
export const seeYourData = 'To see, download or erase the data we hold for you, visit';
export const yourData = 'Your data';
/** The attached files' names: ASCII, as a file name travels through every mail system. */
export const reportFileName = 'traitscope-complete-report';
export const letterFileName = 'traitscope-letter-for-your-doctor';
