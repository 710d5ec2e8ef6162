/** The words of the Complete Report's referral routes in Italian; see ../en/report-routes.ts. */
import type { CountryCode } from '../../report/countries.ts';
import type { ReportTopic } from '../../report/topics.ts';

export const topicLabels: Readonly<Record<ReportTopic, string>> = {
  autism: 'Autismo',
  adhd: 'ADHD',
  sensory: 'Elaborazione sensoriale',
  dyspraxia: 'Disprassia (DCD)',
  dyslexia: 'Dislessia',
};
export const topicLabelsAnd = ' e ';

export const countryNames: Readonly<Record<CountryCode, string>> = {
  DE: 'Germania',
  FR: 'Francia',
  IT: 'Italia',
  ES: 'Spagna',
  NL: 'Paesi Bassi',
  PL: 'Polonia',
  BE: 'Belgio',
  SE: 'Svezia',
  AT: 'Austria',
  IE: 'Irlanda',
  GB: 'Regno Unito',
};

export const whoAssesses: Readonly<Record<ReportTopic, string>> = {
  autism:
    'Negli adulti l’autismo viene valutato da personale clinico con una formazione specifica, che spesso lavora in équipe. Di solito la valutazione comprende questionari, un colloquio o un momento di osservazione e la storia del suo sviluppo, spesso raccontata anche da qualcuno che la conosce da molto tempo.',
  adhd: 'Negli adulti l’ADHD viene valutato da personale specializzato in salute mentale e formato sull’ADHD, spesso un medico psichiatra. Le faranno domande sulla sua vita di oggi e sulla sua infanzia, perché ci si aspetta che i tratti dell’ADHD siano iniziati già allora.',
  sensory:
    'Nel DSM-5 le differenze nell’elaborazione sensoriale non sono una diagnosi a sé. Un terapista occupazionale può esaminare i suoi bisogni sensoriali, e un medico può valutare se qualcos’altro, come l’autismo o l’ADHD, aiuta a spiegarli.',
  dyspraxia:
    'Per la disprassia, chiamata anche disturbo della coordinazione motoria (DCD), il suo medico di base può indirizzarla alla fisioterapia o alla terapia occupazionale. Chi lavora in questi ambiti osserva i suoi movimenti e le sue abilità di tutti i giorni, e può aiutarla a migliorarli.',
  dyslexia:
    'Negli adulti la dislessia viene valutata in ambito psicologico o da insegnanti specializzati nella valutazione, e in alcuni Paesi in ambito logopedico. Per gli adulti la valutazione si fa spesso privatamente, oppure tramite un istituto di formazione o il datore di lavoro.',
};

const nlSpecialistTeams =
  'Per una valutazione di autismo o ADHD, il medico di base (huisarts) la indirizza a un servizio di salute mentale (GGZ). I tempi di attesa cambiano da un servizio all’altro; se l’attesa è troppo lunga, la sua assicurazione sanitaria (zorgverzekeraar) può aiutarla a trovarne uno con un’attesa più breve (wachtlijstbemiddeling).';

const seNeuropsychiatricAssessment =
  'Negli adulti, autismo e ADHD vengono esaminati in un’unica valutazione neuropsichiatrica (neuropsykiatrisk utredning). Se non è già in contatto con i servizi sanitari, cominci dal suo centro sanitario (vårdcentral); 1177.se spiega come si svolge la valutazione.';

export const routeTexts: Readonly<
  Record<CountryCode, { firstStep: string; notes: Readonly<Record<ReportTopic, string>> }>
> = {
  DE: {
    firstStep:
      'Cominci dal suo medico di famiglia (Hausarzt o Hausärztin), che può indirizzarla a uno specialista con un’impegnativa (Überweisung). Il servizio appuntamenti, al numero 116117 o su 116117.de, prenota le visite specialistiche con il codice di prenotazione (Vermittlungscode) riportato sull’impegnativa. Per un primo colloquio di psicoterapia (psychotherapeutische Sprechstunde) non serve l’impegnativa: lo prenota il 116117.',
    notes: {
      autism:
        'Di solito gli adulti hanno un primo colloquio in psichiatria o in psicoterapia, e poi vengono visti in un centro specializzato; per gli adulti questi centri sono meno numerosi. autismus Deutschland e.V. segnala attese da uno a due anni e liste d’attesa chiuse quasi ovunque.',
      adhd: 'Negli adulti l’ADHD viene valutato da personale specializzato in salute mentale. Chieda al suo medico di famiglia un’impegnativa per un medico specialista in psichiatria e psicoterapia (Facharzt für Psychiatrie und Psychotherapie).',
      sensory:
        'Chieda al suo medico se una prescrizione di terapia occupazionale (Ergotherapie) potrebbe aiutarla con i bisogni sensoriali nella vita quotidiana.',
      dyspraxia:
        'Chieda al suo medico se è possibile avere un’impegnativa per una visita neurologica, oppure una prescrizione di terapia occupazionale (Ergotherapie) o di fisioterapia.',
      dyslexia:
        'Chieda una valutazione della dislessia (Lese-Rechtschreibstörung) in uno studio di psicologia o di psicoterapia, e chieda alla sua assicurazione se ne copre i costi. Il Bundesverband Legasthenie und Dyskalkulie (BVL) è l’associazione nazionale.',
    },
  },
  FR: {
    firstStep:
      'Cominci dal medico di base che ha registrato come suo medico curante (médecin traitant). Se è questo medico a indirizzarla, lei resta nel percorso di cure coordinato (parcours de soins coordonnés), e da questo dipende quanto le viene rimborsato.',
    notes: {
      autism:
        'Ogni regione ha un Centre Ressources Autisme (CRA), che informa le persone autistiche e le famiglie e può dirle quali équipe valutano gli adulti vicino a lei. Il CRA valuta direttamente solo i casi complessi, di solito inviati da un’altra équipe.',
      adhd: 'Il suo medico di base può indirizzarla a un medico psichiatra all’interno del percorso di cure. HyperSupers – TDAH France offre informazioni per adulti con ADHD.',
      sensory:
        'Chieda al suo medico di base se un terapista occupazionale (ergothérapeute) potrebbe aiutarla con i bisogni sensoriali nella vita quotidiana.',
      dyspraxia:
        'Chieda al suo medico di base se può rivolgersi a un terapista occupazionale (ergothérapeute), a uno psicomotricista (psychomotricien) o a un servizio di neuropsicologia.',
      dyslexia:
        'Un logopedista (orthophoniste) può valutare la dislessia (bilan orthophonique). La valutazione è rimborsata se è stata prescritta da un medico.',
    },
  },
  IT: {
    firstStep:
      'Cominci dal suo medico di base (medico di medicina generale), che può dirle quali servizi della sua azienda sanitaria locale seguono gli adulti. I servizi e i loro nomi cambiano da regione a regione.',
    notes: {
      autism:
        'Alcune aziende sanitarie locali hanno un ambulatorio per l’autismo in età adulta all’interno del dipartimento di salute mentale. Chieda al suo medico se ce n’è uno nella sua zona.',
      adhd: 'Uno studio sui servizi pubblici ha trovato in Italia solo pochi centri specializzati nell’ADHD in età adulta. Chieda al suo medico o al Centro di Salute Mentale della sua zona dove vengono valutati gli adulti.',
      sensory:
        'Chieda al suo medico se un terapista occupazionale potrebbe aiutarla con i bisogni sensoriali.',
      dyspraxia:
        'Chieda al suo medico se è possibile una visita neurologica o una visita dal fisiatra (specialista in riabilitazione), che può coinvolgere un terapista occupazionale.',
      dyslexia:
        'I disturbi specifici dell’apprendimento (DSA) sono riconosciuti dalla Legge 170/2010. La diagnosi viene fatta nell’ambito del Servizio Sanitario Nazionale; dove non è possibile, una regione può permettere che la facciano specialisti accreditati. AID – Associazione Italiana Dislessia conta tra i suoi soci persone adulte.',
    },
  },
  ES: {
    firstStep:
      'Cominci dal suo medico di famiglia (médico de familia) presso il suo centro di salute (centro de salud), che può indirizzarla a un centro di salute mentale per adulti (centro de salud mental).',
    notes: {
      autism:
        'Per gli adulti, il medico di famiglia può indirizzarla a un centro di salute mentale per adulti o a un’unità ospedaliera specializzata nell’autismo. Le organizzazioni che fanno parte di Autismo España conoscono i servizi della zona.',
      adhd: 'Chieda al suo medico di famiglia un’impegnativa per il centro di salute mentale per adulti, per una valutazione dell’ADHD. Le associazioni che fanno parte di FEAADAH possono condividere le esperienze della zona.',
      sensory:
        'Chieda al suo medico se un terapista occupazionale (terapeuta ocupacional) potrebbe aiutarla con i bisogni sensoriali.',
      dyspraxia:
        'Chieda al suo medico un’impegnativa per i servizi di neurologia o di riabilitazione, che possono coinvolgere un terapista occupazionale.',
      dyslexia:
        'Per una valutazione della dislessia si rivolga a un servizio di psicologia o di neuropsicologia e, se studia, al servizio di supporto della sua università.',
    },
  },
  NL: {
    firstStep:
      'Cominci dal suo medico di base (huisarts). In molti studi c’è personale infermieristico dedicato alla salute mentale (POH-GGZ), con cui parlare prima di tutto. Per una valutazione, il medico di base può indirizzarla ai servizi di salute mentale (GGZ).',
    notes: {
      autism: nlSpecialistTeams,
      adhd: nlSpecialistTeams,
      sensory:
        'Chieda al suo medico di base (huisarts) se un terapista occupazionale (ergotherapeut) potrebbe aiutarla con i bisogni sensoriali nella vita quotidiana.',
      dyspraxia:
        'Chieda al suo medico di base (huisarts) un’impegnativa per un medico specialista in riabilitazione (revalidatiearts); un terapista occupazionale (ergotherapeut) può aiutarla nelle attività di tutti i giorni.',
      dyslexia:
        'Per gli adulti, la valutazione della dislessia (dyslexieonderzoek) non è coperta dall’assicurazione sanitaria. Una certificazione di dislessia (dyslexieverklaring) serve per avere misure di supporto negli studi, come più tempo nelle prove d’esame; Impuls & Woortblind consiglia di farsi valutare da chi è registrato presso l’istituto per la qualità NKD.',
    },
  },
  PL: {
    firstStep:
      'Nel sistema pubblico (NFZ) può andare da uno psichiatra senza impegnativa, per esempio in un ambulatorio di salute mentale (poradnia zdrowia psychicznego). Anche il suo medico di base (lekarz POZ) può darle consigli.',
    notes: {
      autism:
        'Chieda a uno psichiatra dell’NFZ una valutazione dell’autismo per adulti. Fundacja JiM e Porozumienie Autyzm-Polska sostengono le persone autistiche adulte e le loro famiglie.',
      adhd: 'Chieda una valutazione dell’ADHD per adulti a uno psichiatra dell’NFZ, da cui può andare senza impegnativa. I tempi di attesa cambiano da un ambulatorio all’altro.',
      sensory:
        'Chieda al suo medico se un terapista occupazionale (terapeuta zajęciowy) o un fisioterapista potrebbero aiutarla con i bisogni sensoriali.',
      dyspraxia:
        'Qualsiasi medico dell’NFZ può indirizzarla alla fisioterapia o a un ambulatorio di riabilitazione; chieda al suo medico di base se è il caso di fare anche una visita neurologica.',
      dyslexia:
        'Per una valutazione della dislessia si rivolga a un servizio di psicologia. La Polskie Towarzystwo Dysleksji offre informazioni e ha sezioni regionali.',
    },
  },
  BE: {
    firstStep:
      'Cominci dal suo medico di base (huisarts o médecin généraliste). Chieda quali servizi della sua regione valutano gli adulti, e un’impegnativa dove è necessaria.',
    notes: {
      autism:
        'Il Belgio ha centri di riferimento per l’autismo (referentiecentra autisme / centres de référence autisme) che valutano bambini e adulti, e lei può contattarne uno direttamente. Alcuni seguono solo bambini, e per gli adulti l’attesa può essere molto lunga, a volte di molti anni.',
      adhd: 'Chieda al suo medico di base un’impegnativa per uno psichiatra, per una valutazione dell’ADHD. ZitStil, nelle Fiandre, lavora anche con adolescenti e giovani adulti.',
      sensory:
        'Chieda al suo medico di base se un terapista occupazionale (ergotherapeut / ergothérapeute) potrebbe aiutarla con i bisogni sensoriali.',
      dyspraxia:
        'Chieda al suo medico di base un’impegnativa per una visita neurologica o per un medico specialista in riabilitazione, che può coinvolgere un terapista occupazionale.',
      dyslexia:
        'Un logopedista (logopedist / logopède) può valutare la lettura e la scrittura. Chieda alla sua mutua (ziekenfonds / mutualité) se la valutazione per adulti viene rimborsata.',
    },
  },
  SE: {
    firstStep:
      'Cominci dal suo centro sanitario (vårdcentral). 1177, il servizio nazionale di consulenza sanitaria (telefono 1177 o 1177.se), risponde giorno e notte e spiega come funziona l’assistenza sanitaria nella sua regione.',
    notes: {
      autism: seNeuropsychiatricAssessment,
      adhd: seNeuropsychiatricAssessment,
      sensory:
        'Chieda al suo centro sanitario (vårdcentral) se è possibile vedere un terapista occupazionale (arbetsterapeut).',
      dyspraxia:
        'Chieda al suo centro sanitario (vårdcentral) se è possibile vedere un terapista occupazionale (arbetsterapeut) o un fisioterapista (fysioterapeut).',
      dyslexia:
        'Chieda una valutazione della dislessia al suo centro sanitario (vårdcentral) o a un logopedista (logoped). Dyslexiförbundet è l’associazione nazionale.',
    },
  },
  AT: {
    firstStep:
      'Cominci dal suo medico di base (Hausärztin o Hausarzt), che può indirizzarla a uno specialista. La linea di consulenza sanitaria 1450 risponde giorno e notte. Molti specialisti sono Wahlärzte: li paga prima lei, e la sua assicurazione le rimborsa fino all’80 per cento di quanto pagherebbe a un medico convenzionato.',
    notes: {
      autism:
        'Chieda al suo medico di base un’impegnativa per uno psichiatra o per un servizio di psicologia clinica con esperienza nell’autismo. Österreichische Autistenhilfe gestisce un centro per la diagnosi e la terapia.',
      adhd: 'Chieda al suo medico di base un’impegnativa per un medico specialista in psichiatria, per una valutazione dell’ADHD.',
      sensory:
        'Chieda al suo medico se la terapia occupazionale (Ergotherapie) potrebbe aiutarla con i bisogni sensoriali.',
      dyspraxia:
        'Chieda al suo medico un’impegnativa per una visita neurologica o una prescrizione di terapia occupazionale (Ergotherapie).',
      dyslexia:
        'Chieda una valutazione della dislessia a una psicologa o a uno psicologo clinico (Klinische Psychologin o Psychologe), e chieda alla sua assicurazione che cosa copre.',
    },
  },
  IE: {
    firstStep:
      'Cominci dal suo medico di base, che può indirizzarla all’équipe territoriale di salute mentale per adulti dell’HSE nella sua zona.',
    notes: {
      autism:
        'L’Autism Assessment and Intervention Pathway Protocol dell’HSE (26 maggio 2026) include per la prima volta gli adulti, e gli adulti possono chiedere la valutazione direttamente. Viene introdotto a partire dal terzo trimestre del 2026 e potrebbe non essere ancora disponibile nella sua zona. AsIAm offre informazioni per adulti.',
      adhd: 'Per ora gli ambulatori dell’HSE per l’ADHD negli adulti esistono solo in alcune zone. Il suo medico di base la indirizza all’équipe territoriale di salute mentale per adulti della sua zona, che fa uno screening e può indirizzarla a un ambulatorio, dove ce n’è uno. ADHD Ireland organizza gruppi di sostegno per adulti.',
      sensory:
        'Chieda al suo medico di base se un terapista occupazionale potrebbe aiutarla con i bisogni sensoriali, e quali possibilità ci sono nel pubblico o nel privato.',
      dyspraxia:
        'Chieda al suo medico di base un’impegnativa per un terapista occupazionale o un fisioterapista. Dyspraxia/DCD Ireland ha una linea telefonica di supporto.',
      dyslexia:
        'Di solito gli adulti fanno una valutazione psicologica, spesso privatamente. La Dyslexia Association of Ireland offre informazioni sulla valutazione.',
    },
  },
  GB: {
    firstStep:
      'Cominci dal suo medico di base. In Inghilterra, se il medico di base la indirizza a una valutazione per ADHD o autismo, lei può scegliere quale struttura finanziata dal NHS la valuta (Right to Choose). In Scozia, Galles e Irlanda del Nord i percorsi sono diversi.',
    notes: {
      autism:
        'Il suo medico di base può indirizzarla a un servizio di valutazione dell’autismo per adulti. La National Autistic Society offre consigli per le persone autistiche adulte.',
      adhd: 'Il suo medico di base può indirizzarla a un servizio ADHD per adulti. Secondo il NICE, gli adulti dovrebbero essere indirizzati a personale specializzato in salute mentale e formato sull’ADHD.',
      sensory:
        'Chieda al suo medico di base come rivolgersi a un terapista occupazionale per un aiuto con i bisogni sensoriali.',
      dyspraxia:
        'Il suo medico di base può indirizzarla a un fisioterapista o a un terapista occupazionale. Movement Matters offre informazioni per adulti e datori di lavoro.',
      dyslexia:
        'Il NHS non finanzia la valutazione della dislessia per gli adulti. Possono valutarla psicologi iscritti all’HCPC o insegnanti specializzati con un Assessment Practising Certificate; la British Dyslexia Association spiega le possibilità.',
    },
  },
};

export const elsewhereRoute =
  'In altri Paesi, cominci dal suo medico di base o dal medico delle cure primarie. Autism-Europe, ADHD-Europe e la European Dyslexia Association pubblicano l’elenco delle associazioni che ne fanno parte, che possono aiutarla a trovare sostegno dove vive.';

export const appointmentPreparation: readonly string[] = [
  'Porti con sé questo report, o solo la pagina per il personale sanitario.',
  'Scriva tre o quattro esempi recenti e concreti di ciò che trova difficile e di ciò che la aiuta.',
  'Annoti ciò che ricorda della sua infanzia, per esempio le pagelle scolastiche o i ricordi dei familiari.',
  'Chieda quanto dura l’attesa, quanto costerà e quale sostegno è disponibile nel frattempo.',
  'Va benissimo portare con sé una persona di fiducia, e chiedere di ricevere le domande per iscritto o di avere più tempo.',
];
