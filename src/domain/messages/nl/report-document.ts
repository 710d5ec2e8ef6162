/** The Complete Report's page words in Dutch; see ../en/report-document.ts. */
import { plural } from '../../locale/locale.ts';

export const quoted = ({ text }: { text: string }) => `“${text}”`;

export const documentKeywords = 'zelfinschatting, neurodivergente kenmerken, rapport, geen diagnose';
export const footerTitle = 'Traitscope – Volledig rapport';
export const footerQuestions = ({ email }: { email: string }) => `Vragen? ${email}`;
export const pageOf = ({ page, total }: { page: number; total: number }) => `Pagina ${page} van ${total}`;

export const coverBookmark = 'Voorblad';
export const coverTitle = 'Uw Volledig rapport';
export const completedOn = 'Ingevuld op';
export const orderReference = 'Bestelnummer';
export const keepInMind = 'Goed om te onthouden';
export const howToUse = 'Zo gebruikt u dit rapport';
export const whatIsInside = 'Inhoud';

export const continued = ({ section }: { section: string }) => `${section} · vervolg`;
export const appendixEyebrow = ({ number }: { number: number }) => `Deel ${number} · om na te slaan`;

export const overallResult = 'Uw totaalresultaat';
export const yourProfile = 'Uw profiel';
export const scoredInReverse = 'omgekeerd gescoord';
export const yourRange = 'uw bereik';

export const whatItMeans = 'Wat het betekent';
export const whatItDoesNotMean = 'Wat het niet betekent';
export const meaningContext =
  'Veel dingen beïnvloeden hoe mensen een vragenlijst als deze invullen: stemming, stress, vermoeidheid en de strategieën die u in de loop der jaren hebt ontwikkeld. Uw resultaat is een beginpunt om over na te denken, geen stempel.';

export const themeQuestions = ({ description, count }: { description: string; count: number }) =>
  `${description}, ${count} ${plural(count, { one: 'vraag', other: 'vragen' })}`;
export const themeAverageOf = ({ max }: { max: number }) => ` van ${max}`;

export const yourAnswer = 'Uw antwoord:';
export const reverseScored = 'omgekeerd gescoord';

export const retestThemeColumn = 'Thema (gemiddelde score per vraag, 0 tot 4)';
export const thenLabel = 'Toen';
export const nowLabel = 'Nu';
export const changeLabel = 'Verandering';

export const strategyFootnote = ({ area, sources }: { area: string; sources: string }) =>
  `${area} · Gebaseerd op: ${sources}`;

export const resourcesIntro =
  'Landelijke verenigingen bieden betrouwbare informatie, steun van mensen die hetzelfde meemaken en kennis van wat er in de buurt is. Vaak worden ze geleid door ervaringsdeskundigen. Hun websites veranderen weleens; als u zoekt op de naam van een organisatie, vindt u de actuele pagina’s.';
export const otherCountriesInAppendix = 'Andere landen vindt u in de bijlage aan het eind van dit rapport.';
export const homeCountryHeading = 'Waar u woont';
export const noNationalOrganisation = ({ country }: { country: string }) =>
  `Voor uw land (${country}) noemt dit rapport geen organisatie voor deze kenmerken. In de bijlage staan organisaties in andere landen, en misschien kent uw huisarts een groep bij u in de buurt.`;
export const byCountry = 'Per land';
export const acrossEurope = 'In heel Europa';

export const referralIntro =
  'Wilt u het oordeel van een deskundige? Dan is uw huisarts meestal de eerste stap. Hieronder leest u wie deze kenmerken meestal onderzoekt, hoe u zich voorbereidt en wat in elk land de route via de reguliere zorg is. Voorzieningen en wachttijden veranderen. Controleer daarom de details waar u woont.';
export const referralIntroFor = ({ country }: { country: string }) =>
  `Wilt u het oordeel van een deskundige? Dan is uw huisarts meestal de eerste stap. Hieronder leest u wie deze kenmerken meestal onderzoekt, hoe u zich voorbereidt en wat in uw land (${country}) de route via de reguliere zorg is. ${otherCountriesInAppendix} Voorzieningen en wachttijden veranderen. Controleer daarom de details waar u woont.`;
export const routesByCountry = 'Routes per land';
export const whoUsuallyAssesses = 'Wie het onderzoek meestal doet';
export const preparingForAppointment = 'Uw afspraak voorbereiden';
export const firstStep = 'Eerste stap:';
export const otherCountries = 'Andere landen';

export const providerEyebrow = ({ section }: { section: string }) =>
  `${section} · om te delen als u dat wilt`;
export const providerThemesHeading = 'Resultaten per thema (gemiddelde itemscore, 0 tot 4)';
export const itemCount = ({ count }: { count: number }) =>
  `${count} ${plural(count, { one: 'item', other: 'items' })}`;
export const aboutQuestionnaire = 'Over deze vragenlijst.';
export const instrumentsToConsider = 'Gevalideerde instrumenten die u kunt overwegen:';
export const personReports = 'Wat de persoon aangeeft';
export const strongItemCounts = ({
  endorsed,
  total,
  section,
}: {
  endorsed: number;
  total: number;
  section: string;
}) => `${endorsed} van ${total} items gescoord met 3 of 4 punten; alle antwoorden staan in ${section}`;
export const answeredMostStrongly = ({ counts }: { counts: string }) =>
  `Het sterkst in de richting van het kenmerk beantwoord (${counts}):`;
export const noItemTowardsTrait = ({ counts }: { counts: string }) =>
  `Geen enkel item is in de richting van het kenmerk beantwoord (${counts}).`;
export const inTheirOwnWords = 'In eigen woorden';

export const signature = 'Handtekening';
export const answeredTo = ({ answer, statement }: { answer: string; statement: string }) =>
  `Mijn antwoord op “${statement}”: ${answer}`;

export const hereToHelp = 'We helpen u graag';
export const hereToHelpText = ({ email, reference }: { email: string; reference: string }) =>
  `Is er iets in dit rapport onduidelijk, of hebt u problemen met het bestand? Mail ons dan op ${email}. Vermeld daarbij uw bestelnummer: ${reference}.`;

export const helpNowTitle = 'Als u nu hulp nodig hebt';
export const highStrain =
  'Een aantal van uw antwoorden beschrijft veel overbelasting of uitputting. Daar hoeft u niet alleen voor te staan.';
export const emergencyCallBefore =
  'Dit rapport is geen hulpdienst voor noodgevallen. Voelt u zich in gevaar, of kunt u niet meer voor uw eigen veiligheid zorgen? Bel dan ';
export const emergencyCallAfter = ({ description }: { description: string }) => `, ${description}.`;
export const ukEmergencyBefore = ' In het Verenigd Koninkrijk kunt u ook ';
export const ukEmergencyAfter = ' bellen.';
export const listeningLines =
  'Wilt u met iemand praten? Deze hulplijnen nemen telefoontjes aan in de landen waar dit rapport over gaat.';
export const numbersChecked = ({ month }: { month: string }) =>
  `Nummers gecontroleerd in ${month}. Bel elders het alarmnummer van uw land.`;

export const aboutThisReport = 'Over dit rapport';
export const sources = 'Bronnen';
