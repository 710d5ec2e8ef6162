/** The dyspraxia traits assessment's results in Dutch, addressing the reader as u; see ../en/dyspraxia.ts. */
import type { AssessmentInsights } from '../../insights.ts';

export const DYSPRAXIA_INSIGHTS: AssessmentInsights = {
  levels: {
    low: {
      whatItMeans:
        'Dagelijkse lichamelijke taken, zoals met de hand schrijven, u verplaatsen en nieuwe bewegingen leren, zijn voor u waarschijnlijk redelijk goed te doen.',
      whatItDoesNotMean:
        'Dit sluit verschillen in coördinatie niet uit. Veel volwassenen hebben strategieën ontwikkeld waardoor moeilijkheden minder zichtbaar zijn.',
      nextStep:
        'Vindt u sommige lichamelijke taken toch moeilijker dan ze zouden moeten zijn? Schrijf dan concrete voorbeelden op en bespreek ze met een deskundige zorgverlener.',
    },
    medium: {
      whatItMeans:
        'Sommige taken, zoals fijne handvaardigheid, evenwicht, afstanden inschatten of dingen organiseren, kosten u misschien meer moeite of oefening dan anderen.',
      whatItDoesNotMean:
        'Dit is geen diagnose. Vermoeidheid, stress en andere gezondheidsfactoren kunnen ook invloed hebben op de coördinatie.',
      nextStep:
        'Let op welke taken u al sinds uw kindertijd moeilijker vindt. Hebben ze invloed op uw dagelijks leven? Overweeg dan om te praten met uw huisarts of een ergotherapeut.',
    },
    high: {
      whatItMeans:
        'Dagelijkse lichamelijke taken, nieuwe bewegingen leren en uw dag plannen kosten u misschien vaak extra moeite, en dat misschien al sinds uw kindertijd.',
      whatItDoesNotMean:
        'Dit is geen diagnose, en het zegt niets over uw intelligentie. Alleen een deskundige zorgverlener kan de coördinatie goed beoordelen.',
      nextStep:
        'Wilt u dit verder uitzoeken? Dan kan uw huisarts u advies geven over de volgende stappen. Daar kan ook een onderzoek door een ergotherapeut bij horen.',
    },
  },
  strengths: [
    {
      questionId: 'dys-1',
      title: 'Volhouden',
      description:
        'Netjes met de hand schrijven kost u veel moeite, en misschien weet u hoe u volhoudt bij dingen die niet vanzelf gaan.',
    },
    {
      questionId: 'dys-7',
      title: 'Uw eigen aanpak',
      description:
        'Inpakken zodat alles past, lukt u pas na een paar pogingen, en misschien hebt u uw eigen manieren gevonden om het makkelijker te maken.',
    },
    {
      questionId: 'dys-8',
      title: 'Begrip voor anderen',
      description:
        'Balspelletjes vond u als kind moeilijker dan andere kinderen, en misschien hebt u begrip voor anderen die iets moeilijk vinden.',
    },
    {
      questionId: 'dys-6',
      title: 'Vooruit plannen',
      description:
        'Afstanden inschatten is moeilijk voor u, en misschien hebt u geleerd om eerst een aanpak te bedenken voordat u begint.',
    },
  ],
};
