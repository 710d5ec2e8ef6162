/** The Complete Report's page words in Italian; see ../en/report-document.ts. */
import { plural } from '../../locale/locale.ts';

export const quoted = ({ text }: { text: string }) => `«${text}»`;

export const documentKeywords = 'autovalutazione, tratti neurodivergenti, report, non è una diagnosi';
export const footerTitle = 'Traitscope – Report completo';
export const footerQuestions = ({ email }: { email: string }) => `Domande? ${email}`;
export const pageOf = ({ page, total }: { page: number; total: number }) => `Pagina ${page} di ${total}`;

export const coverBookmark = 'Copertina';
export const coverTitle = 'Il suo Report completo';
export const completedOn = 'Completata il';
export const orderReference = 'Numero d’ordine';
export const keepInMind = 'Da tenere presente';
export const howToUse = 'Come usare questo report';
export const whatIsInside = 'Contenuto';

export const continued = ({ section }: { section: string }) => `${section} · continua`;
export const appendixEyebrow = ({ number }: { number: number }) => `Sezione ${number} · da consultare`;

export const overallResult = 'Il suo risultato complessivo';
export const yourProfile = 'Il suo profilo';
export const scoredInReverse = 'punteggio invertito';
export const yourRange = 'la sua fascia';

export const whatItMeans = 'Che cosa significa';
export const whatItDoesNotMean = 'Che cosa non significa';
export const meaningContext =
  'Molte cose influenzano il modo in cui si risponde a un questionario come questo: l’umore, lo stress, la stanchezza e le strategie che lei ha sviluppato negli anni. Il suo risultato è un punto di partenza per riflettere, non un’etichetta.';

export const themeQuestions = ({ description, count }: { description: string; count: number }) =>
  `${description}, ${count} ${plural(count, { one: 'domanda', other: 'domande' })}`;
export const themeAverageOf = ({ max }: { max: number }) => ` su ${max}`;

export const yourAnswer = 'La sua risposta:';
export const reverseScored = 'punteggio invertito';

export const retestThemeColumn = 'Tema (punteggio medio per domanda, da 0 a 4)';
export const thenLabel = 'Prima';
export const nowLabel = 'Ora';
export const changeLabel = 'Variazione';

export const strategyFootnote = ({ area, sources }: { area: string; sources: string }) =>
  `${area} · Fonti: ${sources}`;

export const resourcesIntro =
  'Le associazioni nazionali offrono informazioni affidabili, sostegno tra pari e una buona conoscenza del territorio; spesso sono gestite da persone con esperienza diretta. I loro siti cambiano di tanto in tanto: cercando il nome di un’organizzazione troverà le pagine aggiornate.';
export const otherCountriesInAppendix =
  'Gli altri Paesi sono elencati nell’appendice alla fine di questo report.';
export const homeCountryHeading = 'Dove vive';
export const noNationalOrganisation = ({ country }: { country: string }) =>
  `Per il suo Paese (${country}) questo report non indica organizzazioni dedicate a questi tratti. L’appendice elenca organizzazioni di altri Paesi, e il suo medico potrebbe conoscere un gruppo locale.`;
export const byCountry = 'Per Paese';
export const acrossEurope = 'In tutta Europa';

export const referralIntro =
  'Se desidera un parere professionale, di solito il primo passo è il suo medico di base. Qui sotto trova chi valuta di solito questi tratti, come prepararsi e il percorso pubblico in ciascun Paese. Servizi e tempi di attesa cambiano: verifichi i dettagli nel luogo in cui vive.';
export const referralIntroFor = ({ country }: { country: string }) =>
  `Se desidera un parere professionale, di solito il primo passo è il suo medico di base. Qui sotto trova chi valuta di solito questi tratti, come prepararsi e il percorso pubblico nel suo Paese (${country}). ${otherCountriesInAppendix} Servizi e tempi di attesa cambiano: verifichi i dettagli nel luogo in cui vive.`;
export const routesByCountry = 'Percorsi per Paese';
export const whoUsuallyAssesses = 'Chi valuta di solito';
export const preparingForAppointment = 'Prepararsi all’appuntamento';
export const firstStep = 'Primo passo:';
export const otherCountries = 'Altri Paesi';

export const providerEyebrow = ({ section }: { section: string }) =>
  `${section} · da condividere, se lo desidera`;
export const providerThemesHeading = 'Risultati per tema (punteggio medio per item, da 0 a 4)';
export const itemCount = ({ count }: { count: number }) => `${count} item`;
export const aboutQuestionnaire = 'Informazioni su questo questionario.';
export const instrumentsToConsider = 'Strumenti validati che si possono prendere in considerazione:';
export const personReports = 'Che cosa riferisce la persona';
export const strongItemCounts = ({
  endorsed,
  total,
  section,
}: {
  endorsed: number;
  total: number;
  section: string;
}) => `${endorsed} item su ${total} con punteggio 3 o 4; tutte le risposte: vedi ${section}`;
export const answeredMostStrongly = ({ counts }: { counts: string }) =>
  `Item con le risposte più marcate (${counts}):`;
export const noItemTowardsTrait = ({ counts }: { counts: string }) =>
  `Nessun item ha ricevuto una risposta nella direzione del tratto (${counts}).`;
export const inTheirOwnWords = 'Con parole proprie';

export const signature = 'Firma';
export const answeredTo = ({ answer, statement }: { answer: string; statement: string }) =>
  `Alla frase «${statement}» ho risposto: ${answer}`;

export const hereToHelp = 'Siamo qui per aiutarla';
export const hereToHelpText = ({ email, reference }: { email: string; reference: string }) =>
  `Se qualcosa in questo report non è chiaro, o se ha problemi con il file, ci scriva a ${email}. Indichi il suo numero d’ordine: ${reference}.`;

export const helpNowTitle = 'Se ha bisogno di aiuto adesso';
export const highStrain =
  'Alcune sue risposte descrivono molto sovraccarico o sfinimento. Non deve affrontare tutto questo senza aiuto.';
export const emergencyCallBefore =
  'Questo report non è un servizio di emergenza. Se si sente in pericolo o sente di non riuscire a stare al sicuro, chiami il ';
export const emergencyCallAfter = ({ description }: { description: string }) => `, ${description}.`;
export const ukEmergencyBefore = ' Nel Regno Unito può chiamare anche il ';
export const ukEmergencyAfter = '.';
export const listeningLines =
  'Se desidera parlare con qualcuno, queste linee di ascolto rispondono alle chiamate nei Paesi trattati in questo report.';
export const numbersChecked = ({ month }: { month: string }) =>
  `Numeri verificati a ${month}. Altrove, chiami il numero di emergenza locale.`;

export const aboutThisReport = 'Informazioni su questo report';
export const sources = 'Fonti';
