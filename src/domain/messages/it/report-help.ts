/** Where to get help, in Italian; see ../en/report-help.ts. */

export const euEmergencyDescription =
  'il numero di emergenza in tutti i Paesi dell’UE, gratuito da rete fissa e da cellulare';
export const ukEmergencyDescription = ({ euNumber }: { euNumber: string }) =>
  `il numero di emergenza del Regno Unito; funziona anche il ${euNumber}`;

export const hoursDayAndNight = 'Giorno e notte';
export const hoursDayAndNightFree = 'Giorno e notte, gratuito';
export const hoursDayAndNightFreeAndAnonymous = 'Giorno e notte, gratuito e anonimo';
export const hoursUsuallyToMidnight = ({ from }: { from: string }) => `Di solito dalle ${from} a mezzanotte`;

export const noteAlsoOn = ({ number }: { number: string }) => `Anche al numero ${number}`;
export const noteInDutch = 'In olandese';
export const noteInFrench = 'In francese';

export const suggestedNextStepTitle = 'Il prossimo passo che le suggeriamo';
export const commonNextSteps: readonly { title: string; text: string }[] = [
  {
    title: 'Proceda con i suoi tempi',
    text: 'Non serve leggere questo report tutto in una volta. Legga una sezione, lo metta da parte e ci torni quando se la sente.',
  },
  {
    title: 'Segni ciò che le è sembrato familiare',
    text: 'Nella sezione con le sue risposte, segni le affermazioni che ha sentito più vere per lei e annoti accanto a ciascuna un esempio tratto dalla sua vita.',
  },
  {
    title: 'Provi due o tre strategie',
    text: 'Scelga le strategie da cui le sembra più facile cominciare, le provi per qualche settimana e tenga ciò che aiuta. Anche i piccoli cambiamenti contano.',
  },
  {
    title: 'Parli con una persona di fiducia',
    text: 'Condividere ciò che ha scoperto con una persona amica, il partner o un familiare può aiutare quella persona a capirla. E può rendere questo percorso meno solitario.',
  },
];
export const lookAfterYourselfTitle = 'Si prenda cura di sé';
export const lookAfterYourself = ({ emergencyNumber }: { emergencyNumber: string }) =>
  `Riflettere sui propri tratti può smuovere emozioni. Se si sente giù o se tutto le sembra troppo, ne parli con il suo medico. Se dovesse trovarsi in un momento di crisi, chiami il ${emergencyNumber}, il numero di emergenza in tutta l’UE, oppure il numero di emergenza locale.`;
