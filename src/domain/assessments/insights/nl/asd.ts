/** The autism traits assessment's results in Dutch, addressing the reader as u; see ../en/asd.ts. */
import type { AssessmentInsights } from '../../insights.ts';

export const ASD_INSIGHTS: AssessmentInsights = {
  levels: {
    low: {
      whatItMeans:
        'Gesprekken met anderen, veranderde plannen en drukke plekken zijn voor u waarschijnlijk redelijk goed te doen, in elk geval op de punten waar deze vragen over gaan.',
      whatItDoesNotMean:
        'Dit sluit autisme niet uit. Sommige mensen scoren op korte vragenlijsten lager dan hun ervaringen in het dagelijks leven doen vermoeden. Dat geldt vooral voor mensen die hebben geleerd te maskeren.',
      nextStep:
        'Blijft er iets onverklaard? Dan kan het helpen om concrete voorbeelden uit uw leven op te schrijven en die te bespreken met een deskundige zorgverlener.',
    },
    medium: {
      whatItMeans:
        'Sommige gebieden, zoals sociaal aanvoelen, routines, zintuiglijke ervaringen of specifieke interesses, kosten u misschien meer energie dan anderen. Andere gebieden gaan u juist makkelijker af.',
      whatItDoesNotMean:
        'Dit is geen diagnose, en een vragenlijst kan niet zeggen of autisme uw ervaringen verklaart. Veel mensen herkennen zich in een deel ervan.',
      nextStep:
        'Kijk welke gebieden u het meest bekend voorkwamen. Hebben ze invloed op uw welzijn, werk of relaties? Overweeg dan om ze te bespreken met uw huisarts of een andere deskundige zorgverlener.',
    },
    high: {
      whatItMeans:
        'Ervaringen zoals sociale signalen oppikken, omgaan met veranderingen, zintuiglijke prikkels verwerken of maskeren in sociale situaties horen misschien regelmatig bij uw leven.',
      whatItDoesNotMean:
        'Dit is geen diagnose. Alleen een uitgebreid onderzoek door een deskundige zorgverlener kan uitwijzen of autisme deze ervaringen verklaart.',
      nextStep:
        'Wilt u dit verder uitzoeken? Dan is uw huisarts of een gespecialiseerde instelling een goed beginpunt. Het kan helpen om uw resultaten en voorbeelden uit uw dagelijks leven mee te nemen.',
    },
  },
  strengths: [
    {
      questionId: 'asd-4',
      title: 'Oog voor detail',
      description:
        'U ziet kleine fouten eerder dan anderen. Dat kan nuttig zijn bij zorgvuldig of precies werk.',
    },
    {
      questionId: 'asd-7',
      title: 'Intense interesses',
      description: 'Uw interesses zijn intens, en misschien weet u er heel veel van.',
    },
    {
      questionId: 'asd-18',
      title: 'Terugkeren naar uw interesses',
      description:
        'U besteedt uw vrije tijd aan dezelfde een of twee interesses. Zo hebt u de tijd om ze goed te leren kennen.',
    },
    {
      questionId: 'asd-6',
      title: 'Graag een duidelijk plan',
      description: 'U wilt graag weten hoe uw dag verloopt, en misschien bent u goed in vooruit plannen.',
    },
    {
      questionId: 'asd-16',
      title: 'Letterlijke betekenis',
      description:
        'U neemt woorden letterlijk, en misschien hebt u liever dat mensen zeggen wat ze bedoelen.',
    },
  ],
};
