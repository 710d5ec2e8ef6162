/** The dyslexia traits assessment's results in Dutch, addressing the reader as u; see ../en/dyslexia.ts. */
import type { AssessmentInsights } from '../../insights.ts';

export const DYSLEXIA_INSIGHTS: AssessmentInsights = {
  levels: {
    low: {
      whatItMeans:
        'Lezen, spellen en mondelinge instructies opvolgen zijn voor u waarschijnlijk redelijk goed te doen.',
      whatItDoesNotMean:
        'Dit sluit dyslexie niet uit. Volwassenen ontwikkelen vaak sterke strategieën die een korte vragenlijst niet meet.',
      nextStep:
        'Vindt u lezen of schrijven toch moeilijker dan u zou verwachten? Schrijf dan voorbeelden op en overweeg om erover te praten met een deskundige.',
    },
    medium: {
      whatItMeans:
        'Sommige taken, zoals snel lezen, spellen of mondelinge instructies onthouden, kosten u misschien meer moeite dan anderen.',
      whatItDoesNotMean:
        'Dit is geen diagnose, en het heeft niets met intelligentie te maken. Vermoeidheid, stress en lezen in een andere taal kunnen ook een rol spelen.',
      nextStep:
        'Hulpmiddelen zoals voorleessoftware of een spellingcontrole kunnen sommige taken makkelijker maken. Hebben de moeilijkheden invloed op uw studie of werk? Overweeg dan een onderzoek door een deskundige.',
    },
    high: {
      whatItMeans:
        'Lezen, spellen, uw teksten ordenen of gesproken informatie onthouden kost u misschien vaak veel moeite.',
      whatItDoesNotMean:
        'Dit is geen diagnose, en het zegt niets over uw intelligentie. Alleen een bevoegde dyslexiedeskundige kan beoordelen of dyslexie deze ervaringen verklaart.',
      nextStep:
        'Wilt u dit verder uitzoeken? Dan kan een bevoegde dyslexiedeskundige of uw huisarts u advies geven. Ook onderwijsinstellingen en werkgevers kunnen vaak ondersteuning bieden.',
    },
  },
  strengths: [
    {
      questionId: 'dyslexia-8',
      title: 'Zorgvuldig controleren',
      description:
        'Voor het overschrijven van lange nummers hebt u meerdere pogingen nodig, dus misschien controleert u ze al met zorg.',
    },
    {
      questionId: 'dyslexia-9',
      title: 'Andere manieren van leren',
      description:
        'Gesproken details vergeet u snel weer. Daarom past het u misschien beter om dingen op te schrijven of te leren door te doen.',
    },
    {
      questionId: 'dyslexia-10',
      title: 'Uw eigen oplossingen',
      description:
        'U leerde later lezen dan uw klasgenoten, en misschien hebt u sindsdien uw eigen manieren gevonden om met lezen om te gaan.',
    },
    {
      questionId: 'dyslexia-2',
      title: 'Luisteren en praten',
      description:
        'Lang lezen maakt u moe. Luisteren en dingen bespreken zijn daarom misschien manieren van leren die bij u passen.',
    },
  ],
};
