/** The combined autism and ADHD traits assessment's results in Dutch, addressing the reader as u; see ../en/audhd.ts. */
import type { AssessmentInsights } from '../../insights.ts';

export const AUDHD_INSIGHTS: AssessmentInsights = {
  levels: {
    low: {
      whatItMeans:
        'Sociale situaties, concentratie, routines en zintuiglijke ervaringen zijn voor u waarschijnlijk redelijk goed te doen, zoals deze vragen ze beschrijven.',
      whatItDoesNotMean:
        'Dit sluit autisme, ADHD of allebei niet uit. Maskeren en goed ingeoefende strategieën kunnen zorgen voor lagere scores op korte vragenlijsten.',
      nextStep:
        'Blijft er iets onverklaard? Kijk dan naar de vragen die u het meest bekend voorkwamen, en overweeg om ze te bespreken met een deskundige zorgverlener.',
    },
    medium: {
      whatItMeans:
        'Sommige gebieden, zoals sociale energie, aandacht, routines of zintuiglijke belasting, kosten u misschien meer moeite dan anderen. Uw scores voor autisme, voor ADHD en voor de ervaringen die bij allebei voorkomen, laten zien welke dat zijn.',
      whatItDoesNotMean:
        'Dit is geen diagnose van autisme, ADHD of allebei. Ervaringen die bij allebei voorkomen, zoals overprikkeling of vermoeidheid na drukke dagen, kennen veel mensen.',
      nextStep:
        'Vergelijk uw drie scores om te zien welke gebieden opvallen. Hebben ze invloed op uw dagelijks leven? Overweeg dan om ze te bespreken met uw huisarts of een andere deskundige zorgverlener.',
    },
    high: {
      whatItMeans:
        'Ervaringen rond sociaal contact, concentratie, routines, onrust en zintuiglijke belasting bepalen misschien regelmatig uw dag. Uw drie scores laten zien welke gebieden het meest opvallen.',
      whatItDoesNotMean:
        'Dit is geen diagnose. Autisme en ADHD kunnen op elkaar lijken, en alleen een uitgebreid onderzoek door een deskundige zorgverlener kan uitwijzen wat uw ervaringen verklaart.',
      nextStep:
        'Wilt u dit verder uitzoeken? Dan kan uw huisarts of een gespecialiseerde instelling u advies geven over onderzoek. Het kan helpen om uw resultaten en voorbeelden uit het dagelijks leven mee te nemen.',
    },
  },
  strengths: [
    {
      questionId: 'audhd-22',
      title: 'Lang geconcentreerd',
      description: 'Als u opgaat in een taak, blijft uw aandacht erbij.',
    },
    {
      questionId: 'audhd-7',
      title: 'Oog voor detail',
      description: 'Kleine verschillen, zoals een regel in een ander lettertype, vallen u meteen op.',
    },
    {
      questionId: 'audhd-27',
      title: 'Duidelijke regels',
      description: 'Onderwerpen met duidelijke regels, zoals wiskunde of dienstregelingen, trekken u aan.',
    },
    {
      questionId: 'audhd-20',
      title: 'Snelle gedachten',
      description:
        'Uw gedachten springen snel van het ene idee naar het volgende, en sommige daarvan zijn misschien de moeite waard om te bewaren.',
    },
    {
      questionId: 'audhd-9',
      title: 'Diepe interesses',
      description: 'Vrienden zien u als expert in iets waarover u in uw vrije tijd hebt geleerd.',
    },
    {
      questionId: 'audhd-2',
      title: 'Sterke gevoelens',
      description: 'U voelt dingen sterk, en die gevoelens laten u misschien zien wat voor u belangrijk is.',
    },
  ],
};
