/** Where to get help, in German; see ../en/report-help.ts. */

export const euEmergencyDescription =
  'die Notrufnummer in jedem EU-Land, kostenlos aus dem Festnetz und vom Mobiltelefon';
export const ukEmergencyDescription = ({ euNumber }: { euNumber: string }) =>
  `die Notrufnummer des Vereinigten Königreichs; auch die ${euNumber} funktioniert dort`;

export const hoursDayAndNight = 'Tag und Nacht';
export const hoursDayAndNightFree = 'Tag und Nacht, kostenlos';
export const hoursDayAndNightFreeAndAnonymous = 'Tag und Nacht, kostenlos und anonym';
export const hoursUsuallyToMidnight = ({ from }: { from: string }) =>
  `In der Regel von ${from} Uhr bis Mitternacht`;

export const noteAlsoOn = ({ number }: { number: string }) => `Auch unter ${number}`;
export const noteInDutch = 'Auf Niederländisch';
export const noteInFrench = 'Auf Französisch';

export const suggestedNextStepTitle = 'Ihr vorgeschlagener nächster Schritt';
export const commonNextSteps: readonly { title: string; text: string }[] = [
  {
    title: 'Lassen Sie sich Zeit',
    text: 'Sie müssen diesen Bericht nicht in einem Zug lesen. Lesen Sie einen Abschnitt, legen Sie den Bericht beiseite und kommen Sie darauf zurück, wenn Sie so weit sind.',
  },
  {
    title: 'Markieren Sie, was Ihnen vertraut vorkam',
    text: 'Markieren Sie im Abschnitt mit Ihren Antworten die Aussagen, die am stärksten auf Sie zutrafen, und notieren Sie neben jeder ein Beispiel aus Ihrem eigenen Leben.',
  },
  {
    title: 'Probieren Sie zwei oder drei Strategien aus',
    text: 'Wählen Sie die Strategien, mit denen Sie am leichtesten anfangen können, probieren Sie sie einige Wochen lang aus und behalten Sie bei, was hilft. Auch kleine Veränderungen zählen.',
  },
  {
    title: 'Sprechen Sie mit jemandem, dem Sie vertrauen',
    text: 'Wenn Sie das, was Sie erfahren haben, mit einer befreundeten Person, Ihrer Partnerin oder Ihrem Partner oder einem Familienmitglied teilen, kann das dieser Person helfen, Sie zu verstehen, und Ihnen helfen, sich damit weniger allein zu fühlen.',
  },
];
export const lookAfterYourselfTitle = 'Achten Sie auf sich';
export const lookAfterYourself = ({ emergencyNumber }: { emergencyNumber: string }) =>
  `Sich mit den eigenen Merkmalen zu beschäftigen, kann Gefühle aufwühlen. Wenn Sie sich niedergeschlagen oder überfordert fühlen, sprechen Sie mit Ihrer Ärztin oder Ihrem Arzt. Wenn Sie einmal in einer Krise sind, rufen Sie die ${emergencyNumber} an, die Notrufnummer in der gesamten EU, oder Ihre örtliche Notrufnummer.`;
