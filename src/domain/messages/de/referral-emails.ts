/** The referral programme's e-mails in German; see ../en/referral-emails.ts. */
export const inviteSubject = 'Eine Freundin oder ein Freund hat Sie zu Traitscope eingeladen';
export const inviteWhat =
  'Jemand aus Ihrem Freundeskreis dachte, Traitscope könnte Ihnen helfen: kurze, forschungsbasierte Selbsteinschätzungen für Erwachsene, die ihre Merkmale von Autismus, ADHS, Reizverarbeitung, Dyspraxie oder Legasthenie verstehen möchten.';
export const inviteHow =
  'Die Selbsteinschätzungen dauern 5 bis 15 Minuten, brauchen kein Konto und zeigen sofort kostenlose erste Einblicke. Sie sind keine Diagnose; sie können Ihnen helfen, sich auf ein Gespräch mit einer Fachperson vorzubereiten.';
export const inviteButton = 'Eine Selbsteinschätzung machen';
export const inviteStartHere = 'Hier beginnen:';
export const inviteWhyThisAddress = ({ supportEmail }: { supportEmail: string }) =>
  `Ihre Adresse wurde eingegeben, um Ihnen diese eine Einladung zu schicken. Wir verwenden sie für nichts anderes und senden keine Erinnerungen. Fragen: ${supportEmail}`;
export const inviteOptOutQuestion = 'Möchten Sie von niemandem mehr eingeladen werden?';
export const inviteOptOutLink = 'Mich nicht mehr einladen';

export const rewardNotUsedSubject = 'Zur Empfehlungsbelohnung, die für diese Adresse verwendet wurde';
export const rewardNotUsedWhat =
  'Auf Traitscope wurde ein Belohnungscode aus dem Empfehlungsprogramm verwendet, um für diese E-Mail-Adresse einen kostenlosen vollständigen Bericht zu bestellen. Wir haben den Bericht nicht geschickt.';
export const rewardNotUsedWhy = ({ days }: { days: number }) =>
  `Jede E-Mail-Adresse kann innerhalb von ${days} Tagen einen Bericht erhalten, der mit einer Empfehlungsbelohnung bezahlt wurde, und jede E-Mail-Domain einige wenige. Diese Adresse oder ihre Domain hatte ihren Anteil in dieser Zeit schon erhalten, deshalb wurde der Code ohne Bericht verbraucht.`;
export const rewardNotUsedNote = ({ supportEmail }: { supportEmail: string }) =>
  `Wenn Sie nichts bestellt haben, können Sie diese E-Mail ignorieren: Niemand hat etwas über diese Adresse erfahren. Wenn Sie es waren und dies für einen Fehler halten, schreiben Sie an ${supportEmail}.`;
