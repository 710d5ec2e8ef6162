import type { AssessmentType } from '../../assessments/assessment-types.ts';

/** Each assessment as visitors read of it, in Italian (see ../en/catalogue.ts). */
export const assessmentWords: Readonly<
  Record<AssessmentType, { name: string; shortName: string; description: string; duration: string }>
> = {
  audhd: {
    name: 'Panoramica dei tratti neurodivergenti',
    shortName: 'Tratti AuDHD',
    description:
      'Esplora insieme i tratti autistici e quelli legati all’ADHD, comprese le esperienze che hanno in comune. Un buon punto di partenza se non sa bene quale autovalutazione fa per lei.',
    duration: '10–15 min',
  },
  asd: {
    name: 'Tratti dello spettro autistico',
    shortName: 'Tratti autistici',
    description:
      'Esamina la comunicazione sociale, le routine, le esperienze sensoriali e gli interessi intensi. Scritta per persone adulte, anche per chi tende a mascherare i propri tratti.',
    duration: '10–15 min',
  },
  adhd: {
    name: 'Tratti di attenzione e concentrazione',
    shortName: 'Tratti ADHD',
    description:
      'Esamina attenzione, organizzazione, irrequietezza e impulsività nella vita adulta di tutti i giorni.',
    duration: '5–10 min',
  },
  spd: {
    name: 'Tratti del disturbo dell’elaborazione sensoriale',
    shortName: 'Elaborazione sensoriale',
    description:
      'Esamina come reagisce a suoni, luce, contatto, odori e luoghi affollati, e che cosa la aiuta a riprendersi.',
    duration: '5–10 min',
  },
  dyspraxia: {
    name: 'Tratti di disprassia',
    shortName: 'Disprassia',
    description:
      'Esamina la coordinazione, la manualità fine, la valutazione dello spazio e l’organizzazione di tutti i giorni.',
    duration: '5–10 min',
  },
  dyslexia: {
    name: 'Tratti di lettura ed elaborazione',
    shortName: 'Dislessia',
    description:
      'Esamina lettura, ortografia, scrittura e la capacità di tenere a mente le informazioni ascoltate.',
    duration: '5–10 min',
  },
};
