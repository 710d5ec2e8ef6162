import type { AssessmentType } from '../../assessments/assessment-types.ts';

/** Each assessment as visitors read of it, in Dutch (see ../en/catalogue.ts). */
export const assessmentWords: Readonly<
  Record<AssessmentType, { name: string; shortName: string; description: string; duration: string }>
> = {
  audhd: {
    name: 'Neurodivergente kenmerken (uitgebreid)',
    shortName: 'AuDHD-kenmerken',
    description:
      'Bekijkt autistische kenmerken en kenmerken van ADHD samen, ook de ervaringen die ze delen. Een goed begin als u niet zeker weet welke zelfinschatting bij u past.',
    duration: '10–15 min',
  },
  asd: {
    name: 'Kenmerken van het autismespectrum',
    shortName: 'Autistische kenmerken',
    description:
      'Bekijkt sociale communicatie, routines, zintuiglijke ervaringen en sterke interesses. Geschreven voor volwassenen, ook voor wie maskeert.',
    duration: '10–15 min',
  },
  adhd: {
    name: 'Kenmerken van aandacht en focus',
    shortName: 'ADHD-kenmerken',
    description:
      'Bekijkt aandacht, organisatie, onrust en impulsiviteit in het dagelijks leven van volwassenen.',
    duration: '5–10 min',
  },
  spd: {
    name: 'Kenmerken van een prikkelverwerkingsstoornis',
    shortName: 'Prikkelverwerking',
    description:
      'Bekijkt hoe u reageert op geluid, licht, aanraking, geuren en drukke plekken, en wat u helpt om te herstellen.',
    duration: '5–10 min',
  },
  dyspraxia: {
    name: 'Kenmerken van dyspraxie',
    shortName: 'Dyspraxie',
    description:
      'Bekijkt coördinatie, fijne motoriek van de handen, het inschatten van afstanden en ruimte, en het organiseren van de dag.',
    duration: '5–10 min',
  },
  dyslexia: {
    name: 'Kenmerken van lezen en verwerken',
    shortName: 'Dyslexie',
    description: 'Bekijkt lezen, spellen, schrijven en het vasthouden van gesproken informatie in uw hoofd.',
    duration: '5–10 min',
  },
};
