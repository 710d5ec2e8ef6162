/**
 * The words of the Complete Report's referral routes in English: who usually assesses each topic, each country's
 * first step and notes, the advice for other countries and for the appointment, and the names of the topics and
 * countries (see shell.ts for how messages are kept). Where each text was checked, and the links and phone numbers,
 * stay in domain/report/referral-routes.ts: a translation says what the English says, no more. The report is
 * rendered in a worker built for the order's language, so the domain reads these by name.
 */
import type { CountryCode } from '../../report/countries.ts';
import type { ReportTopic } from '../../report/topics.ts';

/** The areas of support and assessment, as the report names them. */
export const topicLabels: Readonly<Record<ReportTopic, string>> = {
  autism: 'Autism',
  adhd: 'ADHD',
  sensory: 'Sensory processing',
  dyspraxia: 'Dyspraxia (DCD)',
  dyslexia: 'Dyslexia',
};
/** Between the labels of topics that share one note ("Autism and ADHD"). */
export const topicLabelsAnd = ' and ';

export const countryNames: Readonly<Record<CountryCode, string>> = {
  DE: 'Germany',
  FR: 'France',
  IT: 'Italy',
  ES: 'Spain',
  NL: 'Netherlands',
  PL: 'Poland',
  BE: 'Belgium',
  SE: 'Sweden',
  AT: 'Austria',
  IE: 'Ireland',
  GB: 'United Kingdom',
};

/** Who usually assesses each topic, whatever the country. */
export const whoAssesses: Readonly<Record<ReportTopic, string>> = {
  autism:
    'Autism in adults is assessed by trained clinicians, often working as a team. An assessment usually includes questionnaires, a conversation or observation session, and a history of your development, often from someone who has known you a long time.',
  adhd: 'ADHD in adults is assessed by a mental health specialist trained in ADHD, often a psychiatrist. They ask about your life now and about childhood, because ADHD traits are expected to have begun then.',
  sensory:
    'Sensory processing differences are not a separate diagnosis in DSM-5. An occupational therapist can look at your sensory needs, and a doctor can consider whether something else, such as autism or ADHD, helps to explain them.',
  dyspraxia:
    'For dyspraxia, also called developmental coordination disorder (DCD), your GP can refer you to a physiotherapist or occupational therapist, who look at your movement and day-to-day skills and can help with them.',
  dyslexia:
    'Dyslexia in adults is assessed by a psychologist or a specialist teacher assessor, and in some countries by a speech and language therapist. For adults it is often arranged privately, or through a college or employer.',
};

/** The Netherlands' note on autism and on ADHD: one text, so the report prints it once for both. */
const nlSpecialistTeams =
  'For an autism or ADHD assessment, the huisarts refers you to a mental health provider (GGZ). Waiting times differ between providers; if the wait is too long, your health insurer (zorgverzekeraar) can help you find a shorter one (wachtlijstbemiddeling).';

/** Sweden's note on autism and on ADHD: one text, so the report prints it once for both. */
const seNeuropsychiatricAssessment =
  'For adults, autism and ADHD are looked at in one neuropsychiatric assessment (neuropsykiatrisk utredning). If you are not in contact with care already, start with your vårdcentral; 1177.se describes how the assessment works.';

/**
 * Each country's first step and its note on each topic. Where no source describes a step, the text only suggests
 * what to ask ("ask your doctor whether..."); the numbers named are public numbers of national services.
 */
export const routeTexts: Readonly<
  Record<CountryCode, { firstStep: string; notes: Readonly<Record<ReportTopic, string>> }>
> = {
  DE: {
    firstStep:
      'Start with your family doctor (Hausarzt or Hausärztin), who can refer you (Überweisung) to a specialist. The appointment service on 116117 or at 116117.de books specialist appointments with the booking code (Vermittlungscode) on such a referral. A first talk with a psychotherapist (psychotherapeutische Sprechstunde) needs no referral: 116117 books one.',
    notes: {
      autism:
        'Adults are usually seen first by a psychiatrist or psychotherapist, and then in a specialised centre, of which there are fewer for adults. autismus Deutschland e.V. reports waits of one to two years, and waiting lists closed almost everywhere.',
      adhd: 'ADHD in adults is assessed by a mental health specialist. Ask your family doctor for a referral to a specialist in psychiatry and psychotherapy (Facharzt für Psychiatrie und Psychotherapie).',
      sensory:
        'Ask your doctor whether a prescription for occupational therapy (Ergotherapie) could help with sensory needs in daily life.',
      dyspraxia:
        'Ask your doctor about a referral to a neurologist, or a prescription for occupational therapy (Ergotherapie) or physiotherapy.',
      dyslexia:
        'Ask a psychologist or psychotherapist about an assessment for dyslexia (Lese-Rechtschreibstörung), and your insurer whether it pays. The Bundesverband Legasthenie und Dyskalkulie (BVL) is the national association.',
    },
  },
  FR: {
    firstStep:
      'Start with your registered GP (médecin traitant). Being referred by them keeps you within the coordinated care pathway (parcours de soins coordonnés), which affects how much is reimbursed.',
    notes: {
      autism:
        'Each region has a Centre Ressources Autisme (CRA), which informs autistic people and families and can tell you which teams assess adults near you. The CRA itself assesses only complex cases, usually referred by another team.',
      adhd: 'Your GP can refer you to a psychiatrist within the care pathway. HyperSupers – TDAH France has information for adults with ADHD.',
      sensory:
        'Ask your GP whether an occupational therapist (ergothérapeute) could help with sensory needs in daily life.',
      dyspraxia:
        'Ask your GP about seeing an occupational therapist (ergothérapeute), a psychomotor therapist (psychomotricien) or a neuropsychologist.',
      dyslexia:
        'A speech and language therapist (orthophoniste) can assess dyslexia (bilan orthophonique). The assessment is reimbursed when a doctor has prescribed it.',
    },
  },
  IT: {
    firstStep:
      'Start with your family doctor (medico di medicina generale), who can tell you which services of your local health authority see adults. Services and their names vary by region.',
    notes: {
      autism:
        'Some local health authorities run an adult autism clinic within their mental health department. Ask your doctor whether there is one in your area.',
      adhd: 'A study of public services found only a few centres in Italy that specialise in adult ADHD. Ask your doctor or the local mental health centre (Centro di Salute Mentale) where adults are assessed.',
      sensory:
        'Ask your doctor whether an occupational therapist (terapista occupazionale) could help with sensory needs.',
      dyspraxia:
        'Ask your doctor about seeing a neurologist or a rehabilitation specialist (fisiatra), who may involve an occupational therapist.',
      dyslexia:
        'Specific learning disorders (DSA) are recognised under Law 170/2010. Diagnosis is made within the national health service; where it cannot be, a region may let accredited specialists make it. AID – Associazione Italiana Dislessia has adult members.',
    },
  },
  ES: {
    firstStep:
      'Start with your family doctor (médico de familia) at your health centre (centro de salud), who can refer you to an adult mental health centre (centro de salud mental).',
    notes: {
      autism:
        'For adults, the family doctor can refer you to an adult mental health centre or to a hospital unit that specialises in autism. Autismo España’s member organisations know the local services.',
      adhd: 'Ask your family doctor about a referral to the adult mental health centre for an ADHD assessment. FEAADAH’s member associations can share local experience.',
      sensory:
        'Ask your doctor whether an occupational therapist (terapeuta ocupacional) could help with sensory needs.',
      dyspraxia:
        'Ask your doctor about a referral to neurology or rehabilitation services, which may involve an occupational therapist.',
      dyslexia:
        'Ask a psychologist or neuropsychologist about an assessment for dyslexia, and, if you study, your university’s support service.',
    },
  },
  NL: {
    firstStep:
      'Start with your GP (huisarts). Many practices have a mental health practice nurse (POH-GGZ) to talk things through first. For an assessment, the huisarts can refer you to mental health care (GGZ).',
    notes: {
      autism: nlSpecialistTeams,
      adhd: nlSpecialistTeams,
      sensory:
        'Ask your huisarts whether an occupational therapist (ergotherapeut) could help with sensory needs in daily life.',
      dyspraxia:
        'Ask your huisarts about a referral to a rehabilitation doctor (revalidatiearts); an occupational therapist (ergotherapeut) can help with everyday tasks.',
      dyslexia:
        'For adults, a dyslexia assessment (dyslexieonderzoek) is not covered by health insurance. A dyslexia statement (dyslexieverklaring) is needed for study provisions such as extra time in tests; Impuls & Woortblind suggests an assessor registered with the NKD quality institute.',
    },
  },
  PL: {
    firstStep:
      'Within the public system (NFZ) you can see a psychiatrist without a referral, for example at a mental health clinic (poradnia zdrowia psychicznego). Your primary care doctor (lekarz POZ) can also advise you.',
    notes: {
      autism:
        'Ask an NFZ psychiatrist about an autism assessment for adults. Fundacja JiM and Porozumienie Autyzm-Polska support autistic adults and their families.',
      adhd: 'Ask an NFZ psychiatrist, whom you can see without a referral, about an ADHD assessment for adults. Waiting times differ between clinics.',
      sensory:
        'Ask your doctor whether an occupational therapist (terapeuta zajęciowy) or physiotherapist could help with sensory needs.',
      dyspraxia:
        'Any NFZ doctor can refer you to physiotherapy or a rehabilitation clinic; ask your primary care doctor whether a neurologist should see you too.',
      dyslexia:
        'Ask a psychologist about an assessment for dyslexia. The Polskie Towarzystwo Dysleksji has information and regional branches.',
    },
  },
  BE: {
    firstStep:
      'Start with your GP (huisarts or médecin généraliste). Ask them which services in your region assess adults, and for a referral where one is needed.',
    notes: {
      autism:
        'Belgium has autism reference centres (referentiecentra autisme / centres de référence autisme) that assess children and adults, and you can contact one yourself. Some see only children, and waits for adults can be very long, sometimes many years.',
      adhd: 'Ask your GP about a referral to a psychiatrist for an ADHD assessment. ZitStil, in Flanders, also works with teenagers and young adults.',
      sensory:
        'Ask your GP whether an occupational therapist (ergotherapeut / ergothérapeute) could help with sensory needs.',
      dyspraxia:
        'Ask your GP about a referral to a neurologist or rehabilitation doctor, who may involve an occupational therapist.',
      dyslexia:
        'A speech and language therapist (logopedist / logopède) can assess reading and writing. Ask your health insurance fund (ziekenfonds / mutualité) whether an adult assessment is reimbursed.',
    },
  },
  SE: {
    firstStep:
      'Start with your health centre (vårdcentral). 1177, the national health advice service (phone 1177 or 1177.se), answers day and night and explains how care works in your region.',
    notes: {
      autism: seNeuropsychiatricAssessment,
      adhd: seNeuropsychiatricAssessment,
      sensory: 'Ask your vårdcentral about seeing an occupational therapist (arbetsterapeut).',
      dyspraxia:
        'Ask your vårdcentral about seeing an occupational therapist (arbetsterapeut) or physiotherapist (fysioterapeut).',
      dyslexia:
        'Ask your vårdcentral or a speech and language therapist (logoped) about an assessment for dyslexia. Dyslexiförbundet is the national association.',
    },
  },
  AT: {
    firstStep:
      'Start with your GP (Hausärztin or Hausarzt), who can refer you to a specialist. The health advice line 1450 answers day and night. Many specialists are Wahlärzte: you pay them first, and your insurer refunds up to 80 percent of what it would pay a contracted doctor.',
    notes: {
      autism:
        'Ask your GP about a referral to a psychiatrist or clinical psychologist with autism experience. Österreichische Autistenhilfe runs a centre for diagnosis and therapy.',
      adhd: 'Ask your GP about a referral to a specialist in psychiatry for an ADHD assessment.',
      sensory: 'Ask your doctor whether occupational therapy (Ergotherapie) could help with sensory needs.',
      dyspraxia:
        'Ask your doctor about a referral to a neurologist or a prescription for occupational therapy (Ergotherapie).',
      dyslexia:
        'Ask a clinical psychologist (Klinische Psychologin or Psychologe) about an assessment for dyslexia, and your insurer about what it covers.',
    },
  },
  IE: {
    firstStep: 'Start with your GP, who can refer you to your local HSE community adult mental health team.',
    notes: {
      autism:
        'The HSE’s Autism Assessment and Intervention Pathway Protocol (26 May 2026) includes adults for the first time, and adults can refer themselves. It is rolled out from the third quarter of 2026 and may not yet be available in your area. AsIAm has information for adults.',
      adhd: 'HSE adult ADHD clinics exist only in some areas so far. Your GP refers you to the local community adult mental health team, which screens and can refer you on to a clinic where there is one. ADHD Ireland runs support groups for adults.',
      sensory:
        'Ask your GP whether an occupational therapist could help with sensory needs, and about public or private options.',
      dyspraxia:
        'Ask your GP about a referral to an occupational therapist or physiotherapist. Dyspraxia/DCD Ireland has a support line.',
      dyslexia:
        'Adults are usually assessed by a psychologist, often privately. The Dyslexia Association of Ireland has information on assessment.',
    },
  },
  GB: {
    firstStep:
      'Start with your GP. In England, if your GP refers you for an ADHD or autism assessment, you can choose which NHS-funded provider assesses you (Right to Choose). Routes differ in Scotland, Wales and Northern Ireland.',
    notes: {
      autism:
        'Your GP can refer you to an adult autism assessment service. The National Autistic Society has advice for autistic adults.',
      adhd: 'Your GP can refer you to an adult ADHD service. NICE says adults should be referred to a mental health specialist trained in ADHD.',
      sensory: 'Ask your GP how to see an occupational therapist for help with sensory needs.',
      dyspraxia:
        'Your GP can refer you to a physiotherapist or occupational therapist. Movement Matters has information for adults and employers.',
      dyslexia:
        'The NHS does not fund dyslexia assessments for adults. A psychologist registered with the HCPC or a specialist teacher with an Assessment Practising Certificate can assess you; the British Dyslexia Association explains the options.',
    },
  },
};

/** The route for a reader in a country the report does not name. */
export const elsewhereRoute =
  'In other countries, start with your GP or primary care doctor. Autism-Europe, ADHD-Europe and the European Dyslexia Association list their member associations, which can help you find support where you live.';

/** How to prepare for the appointment, wherever it is. */
export const appointmentPreparation: readonly string[] = [
  'Bring this report, or just the page for your healthcare provider.',
  'Write down three or four recent, concrete examples of what you find hard, and what helps.',
  'Note anything you remember from childhood, such as school reports or what family members recall.',
  'Ask how long the wait is, what it will cost, and what support is available while you wait.',
  'It is fine to bring someone you trust, and to ask for questions in writing or for extra time.',
];
