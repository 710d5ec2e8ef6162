/** The Complete Report's own words in Dutch; see ../en/report.ts. */

import { plural } from '../../locale/locale.ts';
import type { ReportSectionId } from '../../report/report-content.ts';

export const notADiagnosis =
  'Dit rapport is geen diagnose. Het beschrijft uw antwoorden op een vragenlijst voor zelfinschatting, ter informatie voor uzelf. Alleen een bevoegde zorgverlener kan autisme, ADHD, dyspraxie, dyslexie of een andere aandoening beoordelen en diagnosticeren.';

export const sectionTitles: Readonly<Record<ReportSectionId | 'appendix', string>> = {
  summary: 'Uw resultaten in één oogopslag',
  meaning: 'Wat uw resultaat betekent',
  constructs: 'Uw resultaten per thema',
  snapshot: 'Uw antwoorden, vraag voor vraag',
  strengths: 'Uw sterke punten',
  strategies: 'Praktische strategieën',
  resources: 'Organisaties die kunnen helpen',
  referral: 'Hoe u een officieel onderzoek aanvraagt',
  provider: 'Samenvatting voor uw zorgverlener',
  letter: 'Een brief voor uw arts',
  'work-note': 'Een notitie voor werk of studie',
  'next-steps': 'Volgende stappen',
  appendix: 'Bijlage: andere landen',
};

export const sectionNumber = ({ number }: { number: number }) => `Deel ${number}`;

export const documentTitle = ({ assessment }: { assessment: string }) =>
  `Traitscope – Volledig rapport: ${assessment}`;
export const documentSubject = ({ assessment, date }: { assessment: string; date: string }) =>
  `Rapport bij de zelfinschatting “${assessment}”, ingevuld op ${date}. Geen diagnose.`;

export const howToUseInAnyOrder =
  'Lees het in de volgorde die u wilt, één deel tegelijk. U hoeft niet alles in één keer op te nemen.';
export const howToUseWhatResultsSay =
  'De resultaten beschrijven hoeveel van de gevraagde ervaringen in uw antwoorden terugkomen. Ze zeggen niets over uw waarde, uw intelligentie of uw mogelijkheden.';
export const howToUseProviderPages = ({ first, second }: { first: number; second: number }) =>
  `Neem naar een afspraak het hele rapport mee, of alleen de pagina’s ${first} en ${second}. Daarop staan uw resultaat en uw antwoorden kort samengevat voor een zorgverlener.`;
export const howToUseLetterPage = ({ page, recipient }: { page: number; recipient: string }) =>
  `Pagina ${page} is een brief aan ${recipient}, klaar om te ondertekenen. De brief zit ook als apart pdf-bestand bij de e-mail, zodat u hem los kunt afdrukken.`;
export const howToUseWorkNotePage = ({ page }: { page: number }) =>
  `Pagina ${page} is een notitie die u aan een werkgever of onderwijsinstelling kunt geven, als u dat wilt. Er staat in wat u moeilijker vindt en wat kan helpen, zonder een diagnose te noemen.`;

export const overallScoreTitle = 'Uw totaalscore';
export const chartExplanation = ({ howToReadTheBands }: { howToReadTheBands: string }) =>
  `Elke balk beslaat alle mogelijke scores; de markering laat zien waar uw score valt. ${howToReadTheBands}`;

export const constructExplanation =
  'Elk thema bundelt de vragen over één soort ervaring. De balk toont uw gemiddelde antwoord voor dat thema, van 0 tot 4. Een hoger getal betekent dat u meer van die ervaringen herkende. Omgekeerd gescoorde vragen tellen andersom mee.';

export const snapshotExplanation =
  'Hier staat elke uitspraak in de volgorde waarin u die zag, met het antwoord dat u koos. Vragen met de markering “omgekeerd gescoord” zijn zo geformuleerd dat instemmen juist minder van de gevraagde kenmerken betekent. Ze tellen als 4 min uw antwoord.';
export const notAnswered = 'Niet beantwoord';

export const sharedItemsAmount = ({ amount }: { amount: string }) => `${amount} van deze ervaringen`;

export const strengthsIntro =
  'Kenmerken die in sommige situaties moeite kosten, gaan in andere situaties vaak samen met echte sterke punten. Deze sterke punten komen uit uw antwoorden naar voren. U weet zelf het best welke voor u kloppen.';

export const strategiesIntro =
  'Deze ideeën komen uit onderzoek en uit de ervaring van neurodivergente volwassenen. U hoeft ze niet allemaal te proberen. Kies er een of twee die haalbaar voelen, en pas ze aan uw eigen leven aan.';
export const strategiesChosenNote =
  'Ze zijn gekozen voor de thema’s waarin uw antwoorden het hoogst waren. Bij elk thema staat een van uw antwoorden die daartoe leidde.';
export const strategiesToppedUpNote = `${strategiesChosenNote} Aan het eind volgen een paar algemene ideeën die veel mensen nuttig vinden.`;
export const strategiesGeneralNote =
  'Uw antwoorden neigden in geen enkel thema naar de gevraagde ervaringen. Daarom vindt u hier algemene ideeën die veel mensen nuttig vinden.';
export const strategyReason = ({ answer, statement }: { answer: string; statement: string }) =>
  `Omdat u op “${statement}” antwoordde met “${answer}”`;
export const moreIdeasHeading = 'Meer ideeën om te proberen';
export const startingIdeasHeading = 'Ideeën om mee te beginnen';

export const retestTitle = 'Wat er veranderd is sinds de vorige keer';
export const retestIntro = ({ earlier, date }: { earlier: string; date: string }) =>
  `U hebt deze zelfinschatting al eerder ingevuld, op ${earlier}, met dezelfde vragen. Hier ziet u uw antwoorden van ${date} naast die van toen.`;
export const answersMovedIntro = ({ count }: { count: number }) =>
  `${plural(count, { one: 'Eén antwoord is', other: `${count} antwoorden zijn` }, 'nl')} twee stappen of meer verschoven:`;

export const appendixIntro =
  'Deze bijlage noemt de organisaties en de wegen naar een officieel onderzoek in de andere landen die dit rapport behandelt. Handig als u verhuist, of als u iemand wilt helpen die ergens anders woont.';

export const aboutThisReport =
  'De vragenlijsten van Traitscope zijn geschreven voor volwassenen en gebaseerd op gepubliceerd onderzoek naar elke groep kenmerken. Maar de formuleringen zijn van onszelf, en ze zijn niet gevalideerd als diagnostisch instrument. Uw antwoorden kunnen beïnvloed worden door uw stemming, stress, vermoeidheid en de strategieën die u al gebruikt. Een professioneel onderzoek kijkt naar uw hele voorgeschiedenis en naar andere mogelijke verklaringen.';

export const publishedAndUpdated = ({ published, updated }: { published: number; updated: number }) =>
  `${published}, bijgewerkt in ${updated}`;
export const dyspraxiaOverviewAbout =
  'hoe dyspraxie volwassenen op het werk kan beïnvloeden, en wat kan helpen';
export const movementMattersAbout =
  'de Britse koepelorganisatie voor DCD (coördinatieontwikkelingsstoornis) en dyspraxie';
export const employerLeaflet = 'een informatiefolder voor werkgevers';
export const edaMembers = '40 lidorganisaties in 24 Europese landen';

export const themeNames: Readonly<Record<string, string>> = {
  'Attention and focus': 'Aandacht en focus',
  'Attention and follow-through': 'Aandacht en dingen afmaken',
  'Body signals': 'Lichaamssignalen',
  'Childhood experience': 'Ervaringen in de kindertijd',
  'Coordination and balance': 'Coördinatie en evenwicht',
  'Detail and senses': 'Details en zintuigen',
  'Detail focus': 'Oog voor detail',
  'Emotional regulation': 'Omgaan met emoties',
  'Fine motor skills': 'Fijne motoriek',
  'Focused interests': 'Intense interesses',
  'Follow-through': 'Dingen afmaken',
  'Getting organised': 'Zaken organiseren',
  Impulsivity: 'Impulsiviteit',
  'Literal language': 'Letterlijk taalbegrip',
  'Organisation and memory': 'Organisatie en geheugen',
  'Overload and recovery': 'Overbelasting en herstel',
  Reading: 'Lezen',
  Restlessness: 'Onrust',
  'Routine and change': 'Routine en verandering',
  'School experience': 'Ervaringen op school',
  'Sensation seeking': 'Prikkels opzoeken',
  'Sensory experiences': 'Zintuiglijke ervaringen',
  'Sensory sensitivity': 'Prikkelgevoeligheid',
  'Social communication': 'Sociale communicatie',
  'Social intuition': 'Sociale intuïtie',
  'Social masking': 'Sociaal maskeren',
  'Sounds and sequences': 'Klanken en volgordes',
  'Spatial judgement': 'Ruimtelijk inschatten',
  'Spelling and writing': 'Spelling en schrijven',
  'Verbal memory': 'Verbaal geheugen',
};
