import type { AssessmentType } from '../../assessments/assessment-types.ts';

/** Each assessment as visitors read of it, in Spanish (see ../en/catalogue.ts). */
export const assessmentWords: Readonly<
  Record<AssessmentType, { name: string; shortName: string; description: string; duration: string }>
> = {
  audhd: {
    name: 'Visión integral de rasgos neurodivergentes',
    shortName: 'Rasgos de autismo y TDAH',
    description:
      'Explora a la vez los rasgos autistas y los relacionados con el TDAH, incluidas las experiencias que comparten. Un buen punto de partida si no sabe bien qué autoevaluación le conviene.',
    duration: '10–15 min',
  },
  asd: {
    name: 'Rasgos del espectro autista',
    shortName: 'Rasgos autistas',
    description:
      'Examina la comunicación social, las rutinas, las experiencias sensoriales y los intereses intensos. Escrita para personas adultas, incluidas las que enmascaran sus rasgos.',
    duration: '10–15 min',
  },
  adhd: {
    name: 'Rasgos de atención y concentración',
    shortName: 'Rasgos de TDAH',
    description:
      'Examina la atención, la organización, la inquietud y la impulsividad en la vida adulta diaria.',
    duration: '5–10 min',
  },
  spd: {
    name: 'Rasgos del trastorno del procesamiento sensorial',
    shortName: 'Procesamiento sensorial',
    description:
      'Examina cómo reacciona a los sonidos, la luz, el tacto, los olores y los lugares concurridos, y qué le ayuda a recuperarse.',
    duration: '5–10 min',
  },
  dyspraxia: {
    name: 'Rasgos de dispraxia',
    shortName: 'Dispraxia',
    description:
      'Examina la coordinación, la motricidad fina de las manos, el cálculo de distancias y la organización del día a día.',
    duration: '5–10 min',
  },
  dyslexia: {
    name: 'Rasgos de lectura y procesamiento',
    shortName: 'Dislexia',
    description:
      'Examina la lectura, la ortografía, la escritura y la capacidad de retener en la mente lo que se oye.',
    duration: '5–10 min',
  },
};
