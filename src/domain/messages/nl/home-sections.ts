/** The home page below its first screen in Dutch; see ../en/home-sections.ts. */
export const chooseTitle = 'Kies uw zelfinschatting';
export const chooseLead =
  'Zes korte vragenlijsten, elk geschreven voor volwassenen. Kies de vragenlijst die past bij wat u wilt verkennen.';
export const researchBased = 'Op onderzoek gebaseerd';
export const researchBasedLabel = 'Op onderzoek gebaseerd: waar de vragen op berusten';
export const questionCount = ({ count }: { count: number }) => `${count} vragen`;
export const startAssessment = 'Start zelfinschatting';
export const startAssessmentFor = ({ name }: { name: string }) => ` voor ${name}`;

export const howTitle = 'Zo werkt het';
export const stepTakeTitle = 'Vul de zelfinschatting in';
export const stepTakeText =
  'U reageert op korte uitspraken over uw dagelijks leven, één voor één, in uw eigen tempo.';
export const stepInsightsTitle = 'Krijg eerste inzichten';
export const stepInsightsText =
  'U ziet meteen uw gratis eerste inzichten: wat uw antwoorden doen vermoeden, en wat niet.';
export const stepReportTitle = 'Ontvang een uitgebreid rapport';
export const stepReportText =
  'Wilt u meer weten? Het Volledig rapport bespreekt uw antwoorden in detail, met strategieën en hulpbronnen.';

export const basisTitle = 'Waar de vragen op gebaseerd zijn';
export const basisExperiences =
  'Elke uitspraak gaat over een alledaagse ervaring die onderzoek in verband brengt met bepaalde kenmerken. Bijvoorbeeld verschillen in prikkelverwerking bij autisme, onrust bij ADHD, coördinatie bij dyspraxie of lezen bij dyslexie.';
export const basisSources =
  'Om deze ervaringen te kiezen, gebruikten we gepubliceerde studies en vragenlijsten die zorgverleners gebruiken, zoals de AQ en de RAADS-R voor autisme, de ASRS voor ADHD, het Adolescent/Adult Sensory Profile, de Adult DCD/Dyspraxia Checklist en checklists voor dyslexie bij volwassenen. De uitspraken zijn in onze eigen woorden geschreven; het zijn geen kopieën van die vragenlijsten. Sommige zijn andersom geformuleerd. Zo krijgt u geen hoge score als u het overal mee eens bent.';
export const basisLimits =
  'Onze zelfinschattingen zijn geen gevalideerd instrument. Ze zijn niet getoetst aan diagnoses. Een score kan dus niet laten zien of u een aandoening hebt. De score laat zien hoeveel van de ervaringen waarnaar we vragen u bij uzelf herkent.';

export const disclaimerTitle = 'Belangrijke kanttekening';
export const disclaimerText =
  'Deze zelfinschattingen zijn geen diagnose-instrumenten. Ze helpen u om na te denken over uw kenmerken en om een gesprek voor te bereiden met een bevoegde zorgverlener, die als enige een diagnose kan stellen.';

export const storiesBadge = 'Voorbeeldverhalen';
export const storiesTitle = 'Waarom jaren wachten op duidelijkheid?';
export const storiesLead =
  'Op diagnostisch onderzoek voor volwassenen in de reguliere zorg wacht u vaak 2 tot 3 jaar, en een particulier onderzoek kan 1500 tot 2500 euro kosten. Een zelfinschatting vervangt geen van beide. Wel kan die u helpen uzelf beter te begrijpen terwijl u wacht.';
export const storiesNote =
  'Dit zijn geen reviews van echte gebruikers. We schreven ze op basis van ervaringen die volwassenen vaak beschrijven, en de namen zijn verzonnen.';
export const trustNoRegistry = 'Geen registratie in dossiers';
export const trustLateDiagnosis = 'Ook voor late diagnoses';
export const trustSkipWaiting = 'Zonder lange wachtlijsten';
export const carouselLabel = 'Voorbeeldverhalen';
export const slideOf = ({ slide, count }: { slide: number; count: number }) => `${slide} van ${count}`;
export const previousStory = 'Vorig verhaal';
export const nextStory = 'Volgend verhaal';
export const showStories = ({ first, last }: { first: number; last: number }) =>
  `Verhalen ${first} tot en met ${last} tonen`;
export const pause = 'Pauzeren';
export const play = 'Afspelen';
export const automaticChanges = ': automatisch wisselen';

/** Each story's words by its id, and the topic its badge names. */
export const storyWords: Readonly<Record<string, { role: string; text: string; topic: string }>> = {
  'testimonial-1': {
    role: 'Grafisch ontwerper',
    text: 'Jarenlang dacht ik dat ik gewoon beter mijn best moest doen. Toen ik mijn antwoorden op een rij zag, kreeg ik woorden voor wat ik had gemerkt. En een rustige manier om het gesprek met mijn arts te beginnen.',
    topic: 'ADHD',
  },
  'testimonial-2': {
    role: 'Softwareontwikkelaar',
    text: 'Ik was 41 toen ik me voor het eerst afvroeg of ik autistisch ben. De vragen voelden respectvol, en dankzij de resultaten kon ik voor mijn afspraak voorbeelden opschrijven.',
    topic: 'Autisme',
  },
  'testimonial-3': {
    role: 'Leerkracht basisschool',
    text: 'Ik wist altijd al dat drukke ruimtes me uitputten, maar ik kon het nooit uitleggen. De resultaten over prikkelverwerking hielpen me om mijn leidinggevende te vragen om een rustigere werkplek.',
    topic: 'Prikkelverwerking',
  },
  'testimonial-4': {
    role: 'Student',
    text: 'Lezen kostte me altijd al meer tijd. Het rapport wees me op hulpmiddelen die ik nog niet had geprobeerd. Sinds ik naar mijn studieteksten luister, voelt studeren minder vermoeiend.',
    topic: 'Dyslexie',
  },
  'testimonial-5': {
    role: 'Projectmanager',
    text: 'Plannen en deadlines voelden altijd als een gevecht. Toen ik mijn patronen begreep, kon ik herinneringen en routines instellen die passen bij hoe ik werk.',
    topic: 'Executieve functies',
  },
  'testimonial-6': {
    role: 'Verpleegkundige',
    text: 'Vanaf het begin was duidelijk dat dit geen diagnose was. Het gaf me een goed startpunt en een lijst met vragen om mee te nemen naar een zorgverlener.',
    topic: 'ADHD',
  },
};
