/** The note for work or study in the Complete Report, in French; see ../en/report-work.ts. */
import type { AdjustmentArea, AdjustmentId } from '../../report/work-adjustments.ts';

export const areaDifficulties: Readonly<Record<AdjustmentArea, string>> = {
  attention: 'Garder ma concentration quand il y a du bruit, des interruptions ou plusieurs tâches à la fois',
  organisation: 'Planifier, me souvenir des tâches et respecter les délais',
  restlessness: 'Rester immobile longtemps, et ralentir avant d’agir',
  social: 'Les règles sociales implicites, et le langage qui n’est pas à prendre au pied de la lettre',
  routine: 'Les changements soudains de programme, de tâches ou de lieux',
  sensory: 'Le bruit, la lumière vive et les lieux animés, et le temps pour m’en remettre',
  movement: 'L’écriture à la main, les gestes fins et la coordination',
  reading: 'La lecture, l’orthographe, et retenir ce qui a été dit',
  wellbeing: 'Remarquer tôt quand tout devient trop pour moi, et retrouver mon calme',
};

export const adjustmentTexts: Readonly<Record<AdjustmentId, string>> = {
  'quiet-place': 'Un endroit plus calme pour travailler, ou une place à l’écart des zones animées.',
  headphones: 'Un casque à réduction de bruit.',
  'one-task-at-a-time': 'Une tâche à la fois, avec des moments protégés, sans interruptions.',
  'written-instructions':
    'De courtes consignes écrites, à garder et à relire, avec des plannings ou des plans visuels.',
  'smaller-steps': 'Les gros travaux découpés en étapes plus petites.',
  'clear-deadlines':
    'Des indications précises sur ce qui est attendu et pour quand, plutôt que des délais vagues.',
  'movement-breaks': 'Des pauses courtes et régulières, y compris pour bouger.',
  'varied-tasks': 'Des tâches routinières en alternance avec des tâches plus stimulantes.',
  'flexible-hours': 'Des horaires flexibles, pour que des pauses en plus soient possibles.',
  'literal-language': 'Un langage clair et littéral, sans expressions imagées, jargon ou sigles à décoder.',
  'written-messages': 'Des messages écrits plutôt que des appels imprévus, quand c’est possible.',
  'eye-contact': 'Comprendre que peu de contact visuel ne veut pas dire que je n’écoute pas.',
  'advance-notice': 'Des changements annoncés à l’avance, en précisant ce qui va se passer et quand.',
  'structured-day': 'Une journée structurée, avec des horaires fixes plutôt que des horaires tournants.',
  'meeting-agendas': 'Des réunions annoncées à l’avance, avec un ordre du jour si possible.',
  'quieter-workplace': 'Un poste de travail dans une zone plus calme ou moins lumineuse.',
  'softer-lighting': 'Un éclairage plus doux, par exemple des plafonniers à intensité réduite.',
  'recovery-space': 'Un endroit calme pour récupérer, et des pauses en plus quand c’est trop.',
  typing:
    'Taper au clavier plutôt qu’écrire à la main, avec un correcteur orthographique ou la reconnaissance vocale.',
  'ergonomic-tools': 'Un clavier ergonomique, une souris plus lente et des raccourcis clavier.',
  'notes-and-templates': 'Des notes ou des modèles, pour ne pas avoir à écrire vite.',
  'extra-time': 'Du temps en plus pour la lecture et les tâches écrites.',
  'speech-software': 'Des logiciels de synthèse vocale et de dictée vocale.',
  'key-points-in-writing':
    'Les points essentiels donnés par écrit et de vive voix, et une autre personne qui rédige le compte rendu.',
  'rest-breaks': 'Des pauses en plus pour me reposer, prises quand j’en ai besoin.',
  'decompress-space': 'Un endroit calme pour décompresser.',
  'agreed-communication':
    'Un mode de communication que je préfère, convenu ensemble, et un travail découpé en tâches à court terme.',
};

export const equalityActAdjustments = ({ act }: { act: string }) =>
  `En Angleterre, en Écosse et au pays de Galles, la loi ${act} demande aux employeurs, aux établissements de formation et aux universités de faire des aménagements raisonnables lorsqu’une personne en situation de handicap subirait sinon un désavantage important, sans frais pour cette personne.`;
export const acasNoDiagnosisNeeded = ({ body }: { body: string }) =>
  `${body} indique qu’une personne salariée n’a pas besoin d’un diagnostic pour être protégée, et que les employeurs devraient proposer un soutien, y compris des aménagements raisonnables, qu’il y ait un diagnostic ou non.`;
export const irishAppropriateMeasures = ({ acts }: { acts: string }) =>
  `En Irlande, les lois ${acts} demandent aux employeurs de prendre des « mesures appropriées » pour une personne en situation de handicap, comme des horaires de travail flexibles, sauf si cela représente une charge disproportionnée.`;
export const euReasonableAccommodation =
  'Dans toute l’UE, la directive-cadre sur l’égalité de traitement en matière d’emploi et de travail (2000/78/CE, article 5), telle que la loi de chaque pays l’applique, demande aux employeurs de prévoir des aménagements raisonnables pour une personne en situation de handicap, au travail et en formation, sauf si cela représente une charge disproportionnée.';

export const workNoteFillIn: readonly string[] = ['Nom', 'Date'];
export const workNoteAddressee = 'À l’attention de mon employeur, de ma hiérarchie ou de mon lieu d’études';
export const workNoteIntro = ({ date }: { date: string }) =>
  `Je souhaite vous expliquer certaines choses qui me sont plus difficiles au travail ou dans mes études, et ce qui m’aide. Cela vient d’un questionnaire d’auto-évaluation que j’ai rempli le ${date}. Ce n’est pas un diagnostic, et je ne vous fais part d’aucun diagnostic.`;
export const workNoteAreasIntro =
  'Ce qui m’est plus difficile, avec une réponse que j’ai donnée, et des changements qui pourraient m’aider :';
export const workNoteClosing: readonly string[] = [
  'J’aimerais volontiers en parler avec vous : voir lesquels pourraient convenir ici, les essayer pendant un temps, puis faire le point ensemble.',
];
export const workNoteSignOff = 'Avec mes remerciements,';
