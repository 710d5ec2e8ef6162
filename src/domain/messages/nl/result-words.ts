/** A result's words wherever one is shown, in Dutch; see ../en/result-words.ts. */
import type { AnswerPattern } from '../../assessments/answer-pattern.ts';
import type { ExperienceAmount, ProfilePart } from '../../assessments/audhd-profile.ts';
import type { AssessmentType } from '../../assessments/catalogue.ts';
import type { Level } from '../../assessments/levels.ts';

export const levelLabels: Readonly<Record<Level, string>> = {
  low: 'Minimale overeenkomst',
  medium: 'Gematigde overeenkomst',
  high: 'Duidelijke overeenkomst',
};
export const levelShortLabels: Readonly<Record<Level, string>> = {
  low: 'Minimaal',
  medium: 'Gematigd',
  high: 'Duidelijk',
};
export const howToReadTheBands =
  'De drie niveaus volgen het gemiddelde antwoord: van vooral oneens tot vooral eens met de ervaringen waarnaar gevraagd wordt. Sommige uitspraken worden omgekeerd gescoord: als u het daarmee eens bent, telt dat de andere kant op. De niveaus zijn delen van de mogelijke score, geen klinische afkappunten, en ze zijn niet getoetst aan diagnoses.';

export const traits: Readonly<Record<AssessmentType, string>> = {
  audhd: 'autistische en ADHD-gerelateerde kenmerken',
  asd: 'autistische kenmerken',
  adhd: 'kenmerken van aandacht en activiteit',
  spd: 'verschillen in prikkelverwerking',
  dyspraxia: 'kenmerken van coördinatie en beweging',
  dyslexia: 'kenmerken van lezen en taalverwerking',
};
export const levelAmounts: Readonly<Record<Level, string>> = {
  low: 'weinig',
  medium: 'enkele',
  high: 'veel',
};
export const takerSummary = ({ amount, traits }: { amount: string; traits: string }) =>
  `Uw antwoorden beschrijven ${amount} van de ervaringen waarnaar deze zelfinschatting vraagt (${traits}).`;
export const friendSummary = ({ amount, traits }: { amount: string; traits: string }) =>
  `De antwoorden van deze persoon beschrijven ${amount} van de ervaringen waarnaar deze zelfinschatting vraagt (${traits}).`;
export const unknownAssessmentType = 'Dit soort zelfinschatting kennen we niet. Probeer het opnieuw.';

export const fallbackStrengths = [
  {
    title: 'Een eigen kijk',
    description: 'De manier waarop u de wereld beleeft, geeft u een kijk die anderen misschien niet hebben.',
  },
  {
    title: 'Veerkracht',
    description:
      'Dat u de tijd neemt om uzelf te begrijpen, laat openheid zien en de bereidheid om te blijven groeien.',
  },
];

export const answerPatternNotes: Readonly<Record<Exclude<AnswerPattern, 'varied'>, string>> = {
  'same-answer':
    'U heeft op elke uitspraak hetzelfde antwoord gegeven. Antwoorden die per uitspraak verschillen, geven een nuttiger beeld. Misschien wilt u de zelfinschatting op een rustig moment nog eens invullen.',
  contradictory:
    'U was het eens met een aantal paren van uitspraken die over dezelfde ervaring iets tegengestelds zeggen. Dat kan gebeuren als u uitspraken snel leest. Dit resultaat zegt daarom misschien minder over u dan het lijkt. Misschien wilt u de zelfinschatting op een rustig moment nog eens invullen, en daarbij elke uitspraak op zichzelf lezen.',
};

export const profilePartTitles: Readonly<Record<ProfilePart, string>> = {
  autism: 'Autismegerelateerde kenmerken',
  adhd: 'ADHD-gerelateerde kenmerken',
};
export const profilePartShortTitles: Readonly<Record<ProfilePart, string>> = {
  autism: 'Autismegerelateerd',
  adhd: 'ADHD-gerelateerd',
};
export const totalTitle = 'Totaal: de som van alle drie de delen';
export const sharedExperiencesTitle = 'Ervaringen die bij beide horen';
export const sharedExperiencesAbout =
  'Drie uitspraken vragen naar gevoelens die lang nodig hebben om tot rust te komen, naar overbelasting op drukke plekken en naar energie na een dag met mensen. Veel mensen kennen dit in tijden van spanning, wat de oorzaak ook is. Daarom tellen ze mee in het totaal, maar hebben ze geen eigen niveau.';
export const experienceAmountWords: Readonly<Record<ExperienceAmount, string>> = {
  few: 'Weinig van deze ervaringen',
  some: 'Enkele van deze ervaringen',
  many: 'Veel van deze ervaringen',
};
export const experienceAmounts: Readonly<Record<ExperienceAmount, string>> = {
  few: 'weinig',
  some: 'enkele',
  many: 'veel',
};
export const takerSharedExperiences = ({ amount }: { amount: string }) =>
  `Uw antwoorden beschrijven ${amount} van deze ervaringen.`;
export const friendSharedExperiences = ({ amount }: { amount: string }) =>
  `De antwoorden van deze persoon beschrijven ${amount} van deze ervaringen.`;

export const scoreOutOf = ({ max }: { max: number }) => ` van ${max}`;
export const scoreInBand = ({ level }: { level: string }) => `, op niveau “${level}”`;
export const yourScoreBand = ' (uw score)';
export const yourScore = 'Uw score';
