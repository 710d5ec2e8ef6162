/** The three optional questions after an assessment, in Dutch; see ../en/result-context.ts. */
import type { Impact, LifeArea, Onset } from '../../assessments/result-context.ts';

export const onsetLabels: Readonly<Record<Onset, string>> = {
  childhood: 'Sinds mijn kindertijd',
  teens: 'Sinds mijn tienerjaren',
  adulthood: 'Pas als volwassene',
  'not-sure': 'Weet ik niet zeker',
};
export const lifeAreaLabels: Readonly<Record<LifeArea, string>> = {
  'work-or-study': 'Werk of studie',
  home: 'Thuis',
  relationships: 'Relaties',
  health: 'Gezondheid',
  money: 'Geld',
};
export const impactLabels: Readonly<Record<Impact, string>> = {
  'a-little': 'Een beetje',
  'quite-a-lot': 'Best veel',
  'a-great-deal': 'Heel veel',
};
export const onsetHeading = 'Sinds wanneer merkt u deze ervaringen?';
export const areasHeading = 'Waar in uw dagelijks leven hebben ze invloed, en hoeveel?';
export const exampleHeading = 'Eén voorbeeld, in uw eigen woorden';
export const notSaved =
  'Uw antwoorden konden nu niet worden opgeslagen. Controleer uw verbinding en probeer het opnieuw.';
export const questionNumber = ({ number, total }: { number: number; total: number }) =>
  `Optionele vraag ${number} van ${total}`;
export const areasHint = 'Vink aan wat voor u geldt, en geef dan bij elk aan hoeveel.';
export const howMuchFor = ({ area }: { area: string }) => `Hoeveel, bij ${area}`;
export const sayHowMuch = ({ area }: { area: string }) =>
  `Geef aan hoeveel bij ${area}, of haal het vinkje weg.`;
export const exampleHint =
  'Een moment waarop deze ervaringen iets moeilijker of juist makkelijker maakten. Gewone woorden zijn prima.';
export const characterCount = ({ count, max }: { count: number; max: number }) =>
  `${count} van ${max} tekens`;
export const escapeHint = 'Toetsenbord: druk op Esc om deze vraag over te slaan.';
export const saving = 'Opslaan…';
export const save = 'Mijn antwoorden opslaan';
export const next = 'Volgende';
export const skipQuestion = 'Deze vraag overslaan';
export const whatTheyAreFor =
  'Als u het Volledig rapport koopt, citeren de pagina’s voor een zorgverlener wat u hier zegt, als uw eigen woorden. U kunt elke vraag overslaan, of alle vragen.';
export const loadingQuestions = 'De vragen worden geladen…';
export const stepHeading = 'Uw antwoorden zijn opgeslagen · drie optionele vragen';
export const skipToResults = 'Door naar mijn resultaten';
export const offerHeading = 'Achtergrond voor een zorgverlener (optioneel)';
export const thankYou =
  'Dank u wel. Uw antwoorden zijn bij dit resultaat opgeslagen, en het Volledig rapport citeert ze.';
export const offerIntro = 'Drie korte vragen: sinds wanneer, waar in het dagelijks leven, en één voorbeeld.';
export const answerThree = 'Drie optionele vragen beantwoorden';
