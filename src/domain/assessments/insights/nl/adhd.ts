/** The ADHD traits assessment's results in Dutch, addressing the reader as u; see ../en/adhd.ts. */
import type { AssessmentInsights } from '../../insights.ts';

export const ADHD_INSIGHTS: AssessmentInsights = {
  levels: {
    low: {
      whatItMeans:
        'In de situaties die deze vragen beschrijven, lukt het u waarschijnlijk redelijk goed om u te concentreren, dingen te organiseren en tot rust te komen.',
      whatItDoesNotMean:
        'Dit sluit ADHD niet uit. Steun thuis of op het werk en de strategieën die u al gebruikt, kunnen allemaal invloed hebben op hoe u antwoordt.',
      nextStep:
        'Vindt u aandacht of organisatie toch moeilijk, op een manier die voor u belangrijk is? Schrijf dan op wanneer dat gebeurt en bespreek het met een deskundige zorgverlener.',
    },
    medium: {
      whatItMeans:
        'Sommige dingen kosten u misschien meer moeite dan anderen, zoals geconcentreerd blijven, taken afmaken, plannen bijhouden of omgaan met een onrustig gevoel.',
      whatItDoesNotMean:
        'Dit is geen diagnose. Slaap, stress, angst en grote veranderingen in uw leven kunnen allemaal een tijdlang invloed hebben op uw aandacht.',
      nextStep:
        'Let op welke patronen u al lang hebt. Hebben ze invloed op uw dagelijks leven? Overweeg dan om ze te bespreken met uw huisarts of een andere deskundige zorgverlener.',
    },
    high: {
      whatItMeans:
        'Geconcentreerd blijven, dingen organiseren, wachten of tot rust komen kost u misschien vaak veel moeite.',
      whatItDoesNotMean:
        'Dit is geen diagnose. Een deskundige zorgverlener zou ook kijken naar hoe het u sinds uw kindertijd is gegaan, en naar andere mogelijke verklaringen.',
      nextStep:
        'Wilt u dit verder uitzoeken? Dan kan uw huisarts of een gespecialiseerde instelling u advies geven. Aantekeningen over hoe lang deze patronen al bij uw leven horen, kunnen daarbij helpen.',
    },
  },
  strengths: [
    {
      questionId: 'adhd-1',
      title: 'Gedachten die afdwalen',
      description:
        'Uw gedachten gaan vaak naar andere dingen, en sommige daarvan zijn misschien de moeite waard om te bewaren.',
    },
    {
      questionId: 'adhd-7',
      title: 'Graag bezig zijn',
      description:
        'U voelt zich onrustig als u stilzit zonder iets te doen. Dat uit zich misschien in de wens om dingen in gang te zetten.',
    },
    {
      questionId: 'adhd-5',
      title: 'Snel in actie',
      description: 'U handelt vaak snel. Dat vindt u misschien handig als iets meteen moet gebeuren.',
    },
    {
      questionId: 'adhd-8',
      title: 'Werken met een deadline',
      description:
        'U begint vaak pas vlak voor de deadline aan grote taken, en u weet misschien uit ervaring dat u ook met weinig tijd kunt werken.',
    },
  ],
};
