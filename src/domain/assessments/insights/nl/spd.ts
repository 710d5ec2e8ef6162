/** The sensory processing assessment's results in Dutch, addressing the reader as u; see ../en/spd.ts. */
import type { AssessmentInsights } from '../../insights.ts';

export const SPD_INSIGHTS: AssessmentInsights = {
  levels: {
    low: {
      whatItMeans:
        'Alledaagse geluiden, licht, texturen en drukke plekken voelen voor u waarschijnlijk meestal redelijk prettig.',
      whatItDoesNotMean:
        'Dit betekent niet dat u zich nooit overweldigd voelt. Iedereen heeft zintuiglijke voorkeuren, en die kunnen veranderen door vermoeidheid of stress.',
      nextStep:
        'Storen bepaalde prikkels u toch? Dan is het de moeite waard om kleine veranderingen te proberen, zoals een rustigere plek of zachter licht.',
    },
    medium: {
      whatItMeans:
        'Bepaalde geluiden, licht, texturen of drukke omgevingen hebben misschien meer invloed op u dan ze op anderen lijken te hebben. Of misschien zoekt u sommige prikkels juist op.',
      whatItDoesNotMean:
        'Dit is geen diagnose van welke aandoening dan ook. Verschillen in prikkelverwerking komen veel voor en horen bij het leven van veel mensen.',
      nextStep:
        'Let op welke omgevingen u energie kosten en welke u energie geven. Als u uw omgeving aanpast, bijvoorbeeld met pauzes of rustigere ruimtes, kan het dagelijks leven prettiger worden.',
    },
    high: {
      whatItMeans:
        'Prikkels voelen voor u misschien vaak intens, en misschien hebt u na drukke of lawaaierige situaties meer tijd nodig dan anderen om bij te komen.',
      whatItDoesNotMean:
        'Dit is geen diagnose. Sterke zintuiglijke ervaringen kunnen veel verklaringen hebben, en een deskundige zorgverlener kan u helpen de uwe te begrijpen.',
      nextStep:
        'Hebben zintuiglijke ervaringen invloed op uw dagelijks leven? Overweeg dan om met uw huisarts of een ergotherapeut te praten over wat bij u past.',
    },
  },
  strengths: [
    {
      questionId: 'spd-9',
      title: 'Fijne waarneming',
      description: 'U ruikt een zwakke geur nog als anderen zeggen dat die al weg is.',
    },
    {
      questionId: 'spd-1',
      title: 'Aanvoelen hoe een plek is',
      description:
        'Plotselinge geluiden laten u schrikken. Daardoor merkt u misschien snel wanneer een plek onprettig is, en zoekt u een rustigere plek op.',
    },
    {
      questionId: 'spd-5',
      title: 'Zelfkennis',
      description:
        'U merkt wanneer er te veel tegelijk gebeurt. Dat is handig om te weten als u goed voor uzelf wilt zorgen.',
    },
    {
      questionId: 'spd-7',
      title: 'Genieten van sterke prikkels',
      description: 'U zoekt sterke prikkels op, en misschien geniet u echt van muziek, beweging of eten.',
    },
  ],
};
