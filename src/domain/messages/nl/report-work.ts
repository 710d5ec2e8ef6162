/** The note for work or study in the Complete Report, in Dutch; see ../en/report-work.ts. */
import type { AdjustmentArea, AdjustmentId } from '../../report/work-adjustments.ts';

export const areaDifficulties: Readonly<Record<AdjustmentArea, string>> = {
  attention: 'Geconcentreerd blijven bij lawaai, onderbrekingen of meerdere taken tegelijk',
  organisation: 'Plannen, taken onthouden en deadlines halen',
  restlessness: 'Lang stilzitten, en even afremmen voordat ik iets doe',
  social: 'Ongeschreven sociale regels, en taal die niet letterlijk bedoeld is',
  routine: 'Plotselinge veranderingen in plannen, taken of plekken',
  sensory: 'Lawaai, fel licht en drukke plekken, en tijd om daarvan te herstellen',
  movement: 'Met de hand schrijven, fijne bewegingen en coördinatie',
  reading: 'Lezen, spellen en onthouden wat er gezegd is',
  wellbeing: 'Op tijd merken dat het me te veel wordt, en weer tot rust komen',
};

export const adjustmentTexts: Readonly<Record<AdjustmentId, string>> = {
  'quiet-place': 'Een rustigere werkplek, of een plek weg van drukke ruimtes.',
  headphones: 'Een koptelefoon met ruisonderdrukking.',
  'one-task-at-a-time': 'Eén taak tegelijk, met vaste tijd zonder onderbrekingen.',
  'written-instructions':
    'Korte instructies op schrift, om te bewaren en terug te lezen, met roosters of visuele planningen.',
  'smaller-steps': 'Grote taken opgedeeld in kleinere stappen.',
  'clear-deadlines': 'Duidelijk zeggen wat er nodig is en wanneer, in plaats van vage termijnen.',
  'movement-breaks': 'Regelmatig korte pauzes, ook om te bewegen.',
  'varied-tasks': 'Routinetaken afgewisseld met taken die meer boeien.',
  'flexible-hours': 'Flexibele werktijden, zodat extra pauzes mogelijk zijn.',
  'literal-language':
    'Duidelijke, letterlijke taal, zonder uitdrukkingen, vakjargon of afkortingen die ik moet ontcijferen.',
  'written-messages': 'Waar mogelijk geschreven berichten in plaats van onverwachte telefoontjes.',
  'eye-contact': 'Begrip dat weinig oogcontact niet betekent dat ik niet luister.',
  'advance-notice': 'Veranderingen vooraf aangekondigd, met wat er gaat gebeuren en wanneer.',
  'structured-day': 'Een dag met vaste structuur en vaste werktijden, in plaats van wisselende diensten.',
  'meeting-agendas': 'Vergaderingen die vooraf zijn aangekondigd, waar mogelijk met een agenda.',
  'quieter-workplace': 'Een werkplek in een rustigere of minder lichte ruimte.',
  'softer-lighting': 'Zachter licht, bijvoorbeeld gedimde plafondverlichting.',
  'recovery-space': 'Een rustige plek om te herstellen, en extra pauzes als het te veel wordt.',
  typing: 'Typen in plaats van met de hand schrijven, met spellingcontrole of spraakherkenning.',
  'ergonomic-tools': 'Een ergonomisch toetsenbord, een langzamer ingestelde muis en sneltoetsen.',
  'notes-and-templates': 'Aantekeningen of sjablonen, zodat ik niet snel hoef mee te schrijven.',
  'extra-time': 'Extra tijd voor lees- en schrijftaken.',
  'speech-software': 'Voorleessoftware en software die gesproken tekst omzet in geschreven tekst.',
  'key-points-in-writing':
    'De belangrijkste punten op schrift én mondeling, en iemand anders die de notulen maakt.',
  'rest-breaks': 'Extra pauzes om uit te rusten, op het moment dat ik ze nodig heb.',
  'decompress-space': 'Een rustige plek om bij te komen.',
  'agreed-communication':
    'Een afgesproken manier van communiceren die bij mij past, en werk opgedeeld in taken voor de korte termijn.',
};

export const equalityActAdjustments = ({ act }: { act: string }) =>
  `In Engeland, Schotland en Wales vraagt de ${act} van werkgevers en onderwijsinstellingen om redelijke aanpassingen als iemand met een beperking anders flink benadeeld zou worden, zonder kosten voor die persoon.`;
export const acasNoDiagnosisNeeded = ({ body }: { body: string }) =>
  `${body} adviseert dat iemand die werkt geen diagnose nodig heeft om beschermd te zijn, en dat werkgevers ondersteuning moeten bieden, ook redelijke aanpassingen, of er nu een diagnose is of niet.`;
export const irishAppropriateMeasures = ({ acts }: { acts: string }) =>
  `In Ierland vragen de ${acts} van werkgevers om “passende maatregelen” voor iemand met een beperking, zoals flexibele werktijden, tenzij dit een onevenredige belasting zou zijn.`;
export const euReasonableAccommodation =
  'In de hele EU vraagt de Europese richtlijn voor gelijke behandeling in arbeid en beroep (2000/78/EG, artikel 5), zoals de wet van elk land die toepast, dat werkgevers redelijke aanpassingen treffen voor iemand met een handicap, in werk en in opleiding, tenzij dit een onevenredige belasting zou zijn.';

export const workNoteFillIn: readonly string[] = ['Naam', 'Datum'];
export const workNoteAddressee = 'Aan mijn werkgever, leidinggevende of onderwijsinstelling';
export const workNoteIntro = ({ date }: { date: string }) =>
  `Ik wil graag een aantal dingen uitleggen die ik moeilijker vind op mijn werk of in mijn studie, en wat mij helpt. Dit komt uit een vragenlijst voor zelfinschatting die ik op ${date} heb ingevuld. Het is geen diagnose, en ik meld u hiermee ook geen diagnose.`;
export const workNoteAreasIntro =
  'Wat ik moeilijker vind, met een antwoord dat ik gaf, en veranderingen die kunnen helpen:';
export const workNoteClosing: readonly string[] = [
  'Ik bespreek graag met u welke van deze aanpassingen hier zouden werken. We kunnen ze een tijdje uitproberen en daarna samen bekijken hoe het gaat.',
];
export const workNoteSignOff = 'Met dank en vriendelijke groet,';
