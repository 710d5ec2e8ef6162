/** Where to get help, in Dutch; see ../en/report-help.ts. */

export const euEmergencyDescription =
  'het alarmnummer in elk EU-land, gratis te bellen vanaf een vaste of mobiele telefoon';
export const ukEmergencyDescription = ({ euNumber }: { euNumber: string }) =>
  `het alarmnummer van het Verenigd Koninkrijk; ook ${euNumber} werkt daar`;

export const hoursDayAndNight = 'Dag en nacht';
export const hoursDayAndNightFree = 'Dag en nacht, gratis';
export const hoursDayAndNightFreeAndAnonymous = 'Dag en nacht, gratis en anoniem';
export const hoursUsuallyToMidnight = ({ from }: { from: string }) =>
  `Meestal van ${from} uur tot middernacht`;

export const noteAlsoOn = ({ number }: { number: string }) => `Ook via ${number}`;
export const noteInDutch = 'In het Nederlands';
export const noteInFrench = 'In het Frans';

export const suggestedNextStepTitle = 'Uw voorgestelde volgende stap';
export const commonNextSteps: readonly { title: string; text: string }[] = [
  {
    title: 'Neem de tijd',
    text: 'U hoeft dit rapport niet in één keer te lezen. Lees een deel, leg het weg en kom terug wanneer u er klaar voor bent.',
  },
  {
    title: 'Markeer wat u bekend voorkwam',
    text: 'Markeer in het deel met uw antwoorden de uitspraken die het meest op u van toepassing waren. Schrijf bij elke uitspraak een voorbeeld uit uw eigen leven.',
  },
  {
    title: 'Probeer twee of drie strategieën',
    text: 'Kies de strategieën waarmee u het makkelijkst kunt beginnen. Probeer ze een paar weken uit en houd vast wat helpt. Ook kleine veranderingen tellen.',
  },
  {
    title: 'Praat met iemand die u vertrouwt',
    text: 'Deel wat u hebt geleerd met iemand uit uw vriendenkring, uw partner of een familielid. Dat kan die persoon helpen u te begrijpen. En u voelt zich er misschien minder alleen mee.',
  },
];
export const lookAfterYourselfTitle = 'Zorg goed voor uzelf';
export const lookAfterYourself = ({ emergencyNumber }: { emergencyNumber: string }) =>
  `Nadenken over uw eigen kenmerken kan gevoelens oproepen. Voelt u zich somber of overweldigd? Praat dan met uw huisarts. Bent u ooit in crisis? Bel dan ${emergencyNumber}, het alarmnummer in de hele EU, of het alarmnummer van het land waar u bent.`;
