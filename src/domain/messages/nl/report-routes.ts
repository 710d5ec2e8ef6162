/** The words of the Complete Report's referral routes in Dutch; see ../en/report-routes.ts. */
import type { CountryCode } from '../../report/countries.ts';
import type { ReportTopic } from '../../report/topics.ts';

export const topicLabels: Readonly<Record<ReportTopic, string>> = {
  autism: 'Autisme',
  adhd: 'ADHD',
  sensory: 'Prikkelverwerking',
  dyspraxia: 'Dyspraxie (DCD)',
  dyslexia: 'Dyslexie',
};
export const topicLabelsAnd = ' en ';

export const countryNames: Readonly<Record<CountryCode, string>> = {
  DE: 'Duitsland',
  FR: 'Frankrijk',
  IT: 'Italië',
  ES: 'Spanje',
  NL: 'Nederland',
  PL: 'Polen',
  BE: 'België',
  SE: 'Zweden',
  AT: 'Oostenrijk',
  IE: 'Ierland',
  GB: 'Verenigd Koninkrijk',
};

export const whoAssesses: Readonly<Record<ReportTopic, string>> = {
  autism:
    'Autisme bij volwassenen wordt onderzocht door daarvoor opgeleide zorgverleners, die vaak in een team werken. Een onderzoek bestaat meestal uit vragenlijsten, een gesprek of observatie, en een beeld van uw ontwikkeling. Dat beeld komt vaak van iemand die u al lang kent.',
  adhd: 'ADHD bij volwassenen wordt onderzocht door een ggz-specialist die is opgeleid in ADHD, vaak een psychiater. Die vraagt naar uw leven nu en naar uw kindertijd, omdat ADHD-kenmerken naar verwachting toen al begonnen zijn.',
  sensory:
    'Verschillen in prikkelverwerking zijn in de DSM-5 geen aparte diagnose. Een ergotherapeut kan kijken naar wat u nodig heeft rond prikkels. Een arts kan nagaan of iets anders, zoals autisme of ADHD, helpt om dat te verklaren.',
  dyspraxia:
    'Bij dyspraxie, ook DCD (coördinatieontwikkelingsstoornis) genoemd, kan uw huisarts u verwijzen naar een fysiotherapeut of ergotherapeut. Die kijken naar hoe u beweegt en naar uw vaardigheden in het dagelijks leven, en kunnen u daarbij helpen.',
  dyslexia:
    'Dyslexie bij volwassenen wordt onderzocht door een psycholoog of door een gespecialiseerde docent die daarvoor is opgeleid. In sommige landen doet een logopedist dit. Volwassenen regelen het onderzoek vaak particulier, of via een opleiding of werkgever.',
};

const nlSpecialistTeams =
  'Voor een onderzoek naar autisme of ADHD verwijst de huisarts u naar een ggz-aanbieder. De wachttijden verschillen per aanbieder. Is de wachttijd te lang? Dan kan uw zorgverzekeraar u helpen een aanbieder met een kortere wachttijd te vinden (wachtlijstbemiddeling).';

const seNeuropsychiatricAssessment =
  'Bij volwassenen worden autisme en ADHD samen bekeken in één neuropsychiatrisch onderzoek (neuropsykiatrisk utredning). Heeft u nog geen contact met de zorg? Begin dan bij uw gezondheidscentrum (vårdcentral). Op 1177.se staat hoe het onderzoek verloopt.';

export const routeTexts: Readonly<
  Record<CountryCode, { firstStep: string; notes: Readonly<Record<ReportTopic, string>> }>
> = {
  DE: {
    firstStep:
      'Begin bij uw huisarts (Hausärztin of Hausarzt). Die kan u verwijzen (Überweisung) naar een specialist. De afsprakendienst via 116117 of 116117.de maakt afspraken bij specialisten met de boekingscode (Vermittlungscode) op zo’n verwijzing. Voor een eerste gesprek met een psychotherapeut (psychotherapeutische Sprechstunde) heeft u geen verwijzing nodig: ook die afspraak maakt 116117.',
    notes: {
      autism:
        'Volwassenen gaan meestal eerst naar een psychiater of psychotherapeut, en daarna naar een gespecialiseerd centrum. Voor volwassenen zijn er minder van zulke centra. autismus Deutschland e.V. meldt wachttijden van één tot twee jaar, en wachtlijsten die bijna overal gesloten zijn.',
      adhd: 'ADHD bij volwassenen wordt onderzocht door een ggz-specialist. Vraag uw huisarts om een verwijzing naar een specialist in psychiatrie en psychotherapie (Facharzt für Psychiatrie und Psychotherapie).',
      sensory:
        'Vraag uw arts of een voorschrift voor ergotherapie kan helpen bij wat u in het dagelijks leven nodig heeft rond prikkels.',
      dyspraxia:
        'Vraag uw arts om een verwijzing naar een neuroloog, of om een voorschrift voor ergotherapie of fysiotherapie.',
      dyslexia:
        'Vraag een psycholoog of psychotherapeut om een onderzoek naar dyslexie (Lese-Rechtschreibstörung). Vraag uw zorgverzekeraar of die het vergoedt. De Bundesverband Legasthenie und Dyskalkulie (BVL) is de landelijke vereniging.',
    },
  },
  FR: {
    firstStep:
      'Begin bij uw vaste huisarts (médecin traitant). Als die u verwijst, blijft u binnen het gecoördineerde zorgtraject (parcours de soins coordonnés). Dat bepaalt mee hoeveel u vergoed krijgt.',
    notes: {
      autism:
        'Elke regio heeft een Centre Ressources Autisme (CRA). Dat geeft informatie aan autistische mensen en hun families, en kan u vertellen welke teams bij u in de buurt volwassenen onderzoeken. Het CRA onderzoekt zelf alleen complexe situaties, meestal na verwijzing door een ander team.',
      adhd: 'Uw huisarts kan u binnen het zorgtraject verwijzen naar een psychiater. HyperSupers – TDAH France heeft informatie voor volwassenen met ADHD.',
      sensory:
        'Vraag uw huisarts of een ergotherapeut (ergothérapeute) u kan helpen met wat u in het dagelijks leven nodig heeft rond prikkels.',
      dyspraxia:
        'Vraag uw huisarts naar een afspraak bij een ergotherapeut (ergothérapeute), een psychomotorisch therapeut (psychomotricien) of een neuropsycholoog.',
      dyslexia:
        'Een logopedist (orthophoniste) kan dyslexie onderzoeken (bilan orthophonique). Het onderzoek wordt vergoed als een arts het heeft voorgeschreven.',
    },
  },
  IT: {
    firstStep:
      'Begin bij uw huisarts (medico di medicina generale). Die kan u vertellen welke diensten van uw lokale gezondheidsautoriteit er zijn voor volwassenen. De diensten en hun namen verschillen per regio.',
    notes: {
      autism:
        'Sommige lokale gezondheidsautoriteiten hebben binnen hun afdeling geestelijke gezondheid een autismepolikliniek voor volwassenen. Vraag uw arts of er een bij u in de buurt is.',
      adhd: 'Een studie naar openbare diensten vond in Italië maar een paar centra die gespecialiseerd zijn in ADHD bij volwassenen. Vraag uw arts waar volwassenen worden onderzocht. U kunt dit ook vragen bij het lokale centrum voor geestelijke gezondheid (Centro di Salute Mentale).',
      sensory:
        'Vraag uw arts of een ergotherapeut (terapista occupazionale) u kan helpen met wat u nodig heeft rond prikkels.',
      dyspraxia:
        'Vraag uw arts naar een afspraak bij een neuroloog of een revalidatiearts (fisiatra). Die kan er een ergotherapeut bij betrekken.',
      dyslexia:
        'Specifieke leerstoornissen (DSA) zijn erkend in wet 170/2010. De diagnose wordt gesteld binnen de nationale gezondheidsdienst. Waar dat niet kan, kan een regio geaccrediteerde specialisten toestaan de diagnose te stellen. AID – Associazione Italiana Dislessia heeft ook volwassen leden.',
    },
  },
  ES: {
    firstStep:
      'Begin bij uw huisarts (médico de familia) in uw gezondheidscentrum (centro de salud). Die kan u verwijzen naar een ggz-centrum voor volwassenen (centro de salud mental).',
    notes: {
      autism:
        'Voor volwassenen kan de huisarts u verwijzen naar een ggz-centrum voor volwassenen, of naar een ziekenhuisafdeling die gespecialiseerd is in autisme. De aangesloten organisaties van Autismo España kennen de diensten in uw regio.',
      adhd: 'Vraag uw huisarts om een verwijzing naar het ggz-centrum voor volwassenen voor een ADHD-onderzoek. De aangesloten verenigingen van FEAADAH kunnen ervaringen uit uw regio delen.',
      sensory:
        'Vraag uw arts of een ergotherapeut (terapeuta ocupacional) u kan helpen met wat u nodig heeft rond prikkels.',
      dyspraxia:
        'Vraag uw arts om een verwijzing naar neurologie of revalidatie. Daar kan een ergotherapeut bij betrokken worden.',
      dyslexia:
        'Vraag een psycholoog of neuropsycholoog om een onderzoek naar dyslexie. Studeert u? Vraag het dan ook aan de studentenondersteuning van uw universiteit.',
    },
  },
  NL: {
    firstStep:
      'Begin bij uw huisarts. Veel praktijken hebben een praktijkondersteuner ggz (POH-GGZ), met wie u eerst alles kunt bespreken. Voor een onderzoek kan de huisarts u verwijzen naar de geestelijke gezondheidszorg (ggz).',
    notes: {
      autism: nlSpecialistTeams,
      adhd: nlSpecialistTeams,
      sensory:
        'Vraag uw huisarts of een ergotherapeut u kan helpen met wat u in het dagelijks leven nodig heeft rond prikkels.',
      dyspraxia:
        'Vraag uw huisarts om een verwijzing naar een revalidatiearts. Een ergotherapeut kan u helpen met dagelijkse taken.',
      dyslexia:
        'Voor volwassenen wordt een dyslexieonderzoek niet vergoed door de zorgverzekering. Een dyslexieverklaring heeft u nodig voor voorzieningen in uw studie, zoals extra tijd bij toetsen. Impuls & Woortblind raadt een onderzoeker aan die geregistreerd is bij het kwaliteitsinstituut NKD.',
    },
  },
  PL: {
    firstStep:
      'In het publieke stelsel (NFZ) kunt u zonder verwijzing naar een psychiater, bijvoorbeeld in een polikliniek voor geestelijke gezondheid (poradnia zdrowia psychicznego). Ook uw huisarts (lekarz POZ) kan u advies geven.',
    notes: {
      autism:
        'Vraag een psychiater van het NFZ om een onderzoek naar autisme bij volwassenen. Fundacja JiM en Porozumienie Autyzm-Polska steunen autistische volwassenen en hun families.',
      adhd: 'Naar een psychiater van het NFZ kunt u zonder verwijzing gaan. Vraag daar om een ADHD-onderzoek voor volwassenen. De wachttijden verschillen per polikliniek.',
      sensory:
        'Vraag uw arts of een ergotherapeut (terapeuta zajęciowy) of fysiotherapeut u kan helpen met wat u nodig heeft rond prikkels.',
      dyspraxia:
        'Elke arts van het NFZ kan u verwijzen naar fysiotherapie of een revalidatiepolikliniek. Vraag uw huisarts of een neuroloog ook naar u moet kijken.',
      dyslexia:
        'Vraag een psycholoog om een onderzoek naar dyslexie. Het Polskie Towarzystwo Dysleksji heeft informatie en regionale afdelingen.',
    },
  },
  BE: {
    firstStep:
      'Begin bij uw huisarts (médecin généraliste). Vraag welke diensten in uw regio volwassenen onderzoeken, en vraag om een verwijzing als die nodig is.',
    notes: {
      autism:
        'België heeft referentiecentra autisme (centres de référence autisme) die kinderen en volwassenen onderzoeken. U kunt zelf contact opnemen met zo’n centrum. Sommige centra zijn er alleen voor kinderen, en de wachttijd voor volwassenen kan heel lang zijn, soms vele jaren.',
      adhd: 'Vraag uw huisarts om een verwijzing naar een psychiater voor een ADHD-onderzoek. ZitStil, in Vlaanderen, werkt ook met tieners en jongvolwassenen.',
      sensory:
        'Vraag uw huisarts of een ergotherapeut (ergothérapeute) u kan helpen met wat u nodig heeft rond prikkels.',
      dyspraxia:
        'Vraag uw huisarts om een verwijzing naar een neuroloog of een revalidatiearts. Die kan er een ergotherapeut bij betrekken.',
      dyslexia:
        'Een logopedist (logopède) kan lezen en schrijven onderzoeken. Vraag uw ziekenfonds (mutualité) of een onderzoek voor volwassenen wordt vergoed.',
    },
  },
  SE: {
    firstStep:
      'Begin bij uw gezondheidscentrum (vårdcentral). 1177, de landelijke dienst voor gezondheidsadvies (telefoon 1177 of 1177.se), is dag en nacht bereikbaar en legt uit hoe de zorg in uw regio werkt.',
    notes: {
      autism: seNeuropsychiatricAssessment,
      adhd: seNeuropsychiatricAssessment,
      sensory: 'Vraag uw vårdcentral naar een afspraak bij een ergotherapeut (arbetsterapeut).',
      dyspraxia:
        'Vraag uw vårdcentral naar een afspraak bij een ergotherapeut (arbetsterapeut) of fysiotherapeut (fysioterapeut).',
      dyslexia:
        'Vraag bij uw vårdcentral of bij een logopedist (logoped) om een onderzoek naar dyslexie. Dyslexiförbundet is de landelijke vereniging.',
    },
  },
  AT: {
    firstStep:
      'Begin bij uw huisarts (Hausärztin of Hausarzt). Die kan u verwijzen naar een specialist. De gezondheidslijn 1450 is dag en nacht bereikbaar. Veel specialisten zijn Wahlärzte: u betaalt hen eerst, en uw zorgverzekeraar vergoedt tot 80 procent van wat die aan een gecontracteerde arts zou betalen.',
    notes: {
      autism:
        'Vraag uw huisarts om een verwijzing naar een psychiater of klinisch psycholoog met ervaring in autisme. Österreichische Autistenhilfe heeft een centrum voor diagnostiek en therapie.',
      adhd: 'Vraag uw huisarts om een verwijzing naar een specialist in psychiatrie voor een ADHD-onderzoek.',
      sensory: 'Vraag uw arts of ergotherapie u kan helpen met wat u nodig heeft rond prikkels.',
      dyspraxia:
        'Vraag uw arts om een verwijzing naar een neuroloog, of om een voorschrift voor ergotherapie.',
      dyslexia:
        'Vraag een klinisch psycholoog (Klinische Psychologin of Psychologe) om een onderzoek naar dyslexie. Vraag uw zorgverzekeraar wat die vergoedt.',
    },
  },
  IE: {
    firstStep:
      'Begin bij uw huisarts. Die kan u verwijzen naar het lokale ggz-team voor volwassenen van de HSE.',
    notes: {
      autism:
        'Het Autism Assessment and Intervention Pathway Protocol van de HSE (26 mei 2026) geldt voor het eerst ook voor volwassenen, en volwassenen kunnen zichzelf aanmelden. Het wordt vanaf het derde kwartaal van 2026 ingevoerd en is misschien nog niet beschikbaar in uw regio. AsIAm heeft informatie voor volwassenen.',
      adhd: 'ADHD-poliklinieken van de HSE voor volwassenen zijn er tot nu toe maar in sommige regio’s. Uw huisarts verwijst u naar het lokale ggz-team voor volwassenen. Dat team doet een screening en kan u doorverwijzen naar een polikliniek, als die er is. ADHD Ireland organiseert lotgenotengroepen voor volwassenen.',
      sensory:
        'Vraag uw huisarts of een ergotherapeut u kan helpen met wat u nodig heeft rond prikkels. Vraag ook naar publieke of particuliere mogelijkheden.',
      dyspraxia:
        'Vraag uw huisarts om een verwijzing naar een ergotherapeut of fysiotherapeut. Dyspraxia/DCD Ireland heeft een hulplijn.',
      dyslexia:
        'Volwassenen worden meestal onderzocht door een psycholoog, vaak particulier. De Dyslexia Association of Ireland heeft informatie over onderzoek.',
    },
  },
  GB: {
    firstStep:
      'Begin bij uw huisarts. Woont u in Engeland en verwijst uw huisarts u voor een onderzoek naar ADHD of autisme? Dan mag u kiezen welke door de NHS betaalde aanbieder u onderzoekt (Right to Choose). In Schotland, Wales en Noord-Ierland gaat het anders.',
    notes: {
      autism:
        'Uw huisarts kan u verwijzen naar een dienst voor autismeonderzoek bij volwassenen. De National Autistic Society heeft advies voor autistische volwassenen.',
      adhd: 'Uw huisarts kan u verwijzen naar een ADHD-dienst voor volwassenen. Volgens NICE moeten volwassenen worden verwezen naar een ggz-specialist die is opgeleid in ADHD.',
      sensory:
        'Vraag uw huisarts hoe u bij een ergotherapeut terechtkunt voor hulp bij wat u nodig heeft rond prikkels.',
      dyspraxia:
        'Uw huisarts kan u verwijzen naar een fysiotherapeut of ergotherapeut. Movement Matters heeft informatie voor volwassenen en werkgevers.',
      dyslexia:
        'De NHS betaalt geen dyslexieonderzoek voor volwassenen. Een psycholoog die geregistreerd is bij de HCPC, of een gespecialiseerde docent met een Assessment Practising Certificate, kan u onderzoeken. De British Dyslexia Association legt de mogelijkheden uit.',
    },
  },
};

export const elsewhereRoute =
  'Woont u in een ander land? Begin dan bij uw huisarts of bij een andere arts in de eerstelijnszorg. Autism-Europe, ADHD-Europe en de European Dyslexia Association hebben lijsten van hun aangesloten verenigingen. Die kunnen u helpen om steun te vinden waar u woont.';

export const appointmentPreparation: readonly string[] = [
  'Neem dit rapport mee, of alleen de pagina voor uw zorgverlener.',
  'Schrijf drie of vier recente, concrete voorbeelden op van wat u moeilijk vindt, en van wat helpt.',
  'Noteer wat u nog weet uit uw kindertijd, zoals schoolrapporten of wat familieleden zich herinneren.',
  'Vraag hoe lang de wachttijd is, wat het kost en welke steun er is terwijl u wacht.',
  'U mag gerust iemand meenemen die u vertrouwt. U mag ook vragen om de vragen op papier, of om extra tijd.',
];
