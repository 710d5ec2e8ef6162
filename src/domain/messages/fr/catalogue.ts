import type { AssessmentType } from '../../assessments/assessment-types.ts';

/** Each assessment as visitors read of it, in French (see ../en/catalogue.ts). */
export const assessmentWords: Readonly<
  Record<AssessmentType, { name: string; shortName: string; description: string; duration: string }>
> = {
  audhd: {
    name: 'Vue globale des traits neurodivergents',
    shortName: 'Autisme et TDAH',
    description:
      'Explore ensemble les traits autistiques et les traits liés au TDAH, y compris les expériences qu’ils ont en commun. Un bon point de départ si vous ne savez pas quelle auto-évaluation choisir.',
    duration: '10 à 15 min',
  },
  asd: {
    name: 'Traits du spectre de l’autisme',
    shortName: 'Traits autistiques',
    description:
      'Porte sur la communication sociale, les routines, les expériences sensorielles et les intérêts spécifiques. Écrite pour les adultes, y compris les personnes qui masquent leurs traits.',
    duration: '10 à 15 min',
  },
  adhd: {
    name: 'Traits d’attention et de concentration',
    shortName: 'Traits de TDAH',
    description:
      'Porte sur l’attention, l’organisation, l’agitation et l’impulsivité dans la vie quotidienne d’adulte.',
    duration: '5 à 10 min',
  },
  spd: {
    name: 'Traits de trouble du traitement sensoriel',
    shortName: 'Traitement sensoriel',
    description:
      'Porte sur votre façon de réagir aux sons, à la lumière, au toucher, aux odeurs et aux lieux animés, et sur ce qui vous aide à récupérer.',
    duration: '5 à 10 min',
  },
  dyspraxia: {
    name: 'Traits de dyspraxie',
    shortName: 'Dyspraxie',
    description:
      'Porte sur la coordination, la motricité fine des mains, l’évaluation des distances et l’organisation au quotidien.',
    duration: '5 à 10 min',
  },
  dyslexia: {
    name: 'Traits de lecture et de traitement',
    shortName: 'Dyslexie',
    description:
      'Porte sur la lecture, l’orthographe, l’écriture et la capacité à garder en tête des informations entendues.',
    duration: '5 à 10 min',
  },
};
