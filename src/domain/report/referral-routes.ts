import type { AssessmentType } from '../assessments/catalogue.ts';
import { COUNTRY_NAMES, type CountryCode, REPORT_COUNTRIES } from './countries.ts';
import { getTopics, REPORT_TOPICS, type ReportTopic, TOPIC_LABELS } from './topics.ts';

// How to seek a formal assessment, by country. We name referral ROUTES (who to ask first, which public service
// usually assesses, what it is called locally) and national bodies, never individual clinics, and give only
// public phone numbers of national services (116117, 1177, 1450). Services and waiting times change, so the
// wording says "usually" and "ask", and the report tells the reader to check locally.
export type CountryRoute = {
  firstStep: string;
  notes: Readonly<Partial<Record<ReportTopic, string>>>;
};

export const WHO_ASSESSES: Readonly<Record<ReportTopic, string>> = {
  autism:
    'Autism in adults is usually assessed by a psychiatrist or clinical psychologist with experience of adult autism, often as part of a team. The assessment normally includes a long conversation about your life now and in childhood.',
  adhd: 'ADHD in adults is usually assessed by a psychiatrist, sometimes together with a psychologist. They ask about your life now and about childhood, because ADHD traits are expected to have been present since then.',
  sensory:
    'Sensory processing differences are not a separate diagnosis in the main classification systems (ICD-11 and DSM-5). An occupational therapist can look at your sensory needs, and a doctor can consider whether something else, such as autism or ADHD, helps to explain them.',
  dyspraxia:
    'Dyspraxia, also called developmental coordination disorder (DCD), is usually identified by a doctor together with an occupational therapist or physiotherapist, who look at your movement skills and your history since childhood.',
  dyslexia:
    'Dyslexia in adults is usually assessed by a psychologist, a qualified specialist assessor or, in some countries, a speech and language therapist. For adults this is often arranged privately or through a college or employer.',
};

const NL_SPECIALIST_TEAMS =
  'Several GGZ providers have teams that specialise in adult autism and ADHD. Waiting times differ between providers; your health insurer (zorgverzekeraar) can help you look for a shorter wait.';

const SE_NEUROPSYCHIATRIC_ASSESSMENT =
  'For adults, autism and ADHD are usually looked at in one neuropsychiatric assessment (neuropsykiatrisk utredning) by adult psychiatry (vuxenpsykiatrin). The vårdcentral can refer you, and in some regions you can contact adult psychiatry yourself.';

export const COUNTRY_ROUTES: Readonly<Record<CountryCode, CountryRoute>> = {
  DE: {
    firstStep:
      'Start with your family doctor (Hausarzt or Hausärztin), who can refer you (Überweisung) to a specialist. The patient service of the Kassenärztliche Vereinigung, on 116117 or at 116117.de, can help you find a specialist appointment.',
    notes: {
      autism:
        'Adults are assessed by psychiatrists or psychotherapists with autism experience, often in specialist outpatient clinics at university hospitals. autismus Deutschland e.V. reports waits of one to two years, and some waiting lists are closed.',
      adhd: 'A specialist in psychiatry and psychotherapy (Facharzt für Psychiatrie und Psychotherapie) or a psychiatric outpatient clinic (Psychiatrische Institutsambulanz) can assess ADHD in adults.',
      sensory:
        'Your doctor can prescribe occupational therapy (Ergotherapie), which can help with sensory needs in daily life.',
      dyspraxia:
        'Your doctor can refer you to a neurologist and can prescribe occupational therapy (Ergotherapie) or physiotherapy.',
      dyslexia:
        'Adult assessment for dyslexia (Lese-Rechtschreibstörung) is usually done by a psychologist or psychotherapist, often paid for privately. The Bundesverband Legasthenie und Dyskalkulie (BVL) has guidance.',
    },
  },
  FR: {
    firstStep:
      'Start with your registered GP (médecin traitant). Being referred by them keeps you within the coordinated care pathway (parcours de soins coordonnés), which affects how much is reimbursed.',
    notes: {
      autism:
        'Each region has a Centre Ressources Autisme (CRA), which can advise on adult diagnosis and point you to teams that assess adults near you.',
      adhd: 'Your GP can refer you to a psychiatrist who assesses ADHD (TDAH) in adults. HyperSupers – TDAH France shares information on finding one.',
      sensory:
        'An occupational therapist (ergothérapeute) can help with sensory needs in daily life; ask your GP about a referral.',
      dyspraxia:
        'Your GP can refer you to a neurologist or to an occupational therapist (ergothérapeute), psychomotor therapist (psychomotricien) or neuropsychologist.',
      dyslexia:
        'A speech and language therapist (orthophoniste) can carry out an assessment (bilan orthophonique) with a doctor’s prescription; a neuropsychologist can also assess adults.',
    },
  },
  IT: {
    firstStep:
      'Start with your family doctor (medico di medicina generale), who can refer you (impegnativa) to the specialist services of your local health authority. Services and their names vary by region.',
    notes: {
      autism:
        'Adults are usually assessed by the local mental health service (Centro di Salute Mentale) or by a regional centre for adult autism, where one exists. Provision differs a lot between regions.',
      adhd: 'Adults are usually assessed by the local mental health service or by a regional ADHD centre for adults, where one exists.',
      sensory:
        'Your doctor can advise on seeing an occupational therapist (terapista occupazionale) for help with sensory needs.',
      dyspraxia:
        'Your doctor can refer you to a neurologist or a rehabilitation specialist (fisiatra), who may involve an occupational therapist.',
      dyslexia:
        'Specific learning disorders (DSA) are recognised under Law 170/2010. A diagnosis is made by the national health service or by authorised professionals; AID – Associazione Italiana Dislessia has information for adults.',
    },
  },
  ES: {
    firstStep:
      'Start with your primary care doctor (médico de atención primaria) at your health centre (centro de salud), who can refer you to the mental health services (Unidad or Centro de Salud Mental).',
    notes: {
      autism:
        'Adults are usually assessed by psychiatry or clinical psychology in the mental health services. Autismo España’s member organisations in each region can tell you about local diagnostic services.',
      adhd: 'A psychiatrist in the mental health services usually assesses ADHD in adults. FEAADAH’s member associations can share local experience.',
      sensory:
        'An occupational therapist (terapeuta ocupacional) can help with sensory needs; ask your doctor how to see one.',
      dyspraxia:
        'Your doctor can refer you to neurology or rehabilitation services, which may involve an occupational therapist.',
      dyslexia:
        'Adults are usually assessed by a psychologist or neuropsychologist, often privately or through a university service.',
    },
  },
  NL: {
    firstStep:
      'Start with your GP (huisarts). Many practices have a mental health practice nurse (POH-GGZ) to talk things through first. For an assessment, the huisarts can refer you to mental health care (GGZ).',
    notes: {
      autism: NL_SPECIALIST_TEAMS,
      adhd: NL_SPECIALIST_TEAMS,
      sensory: 'An occupational therapist (ergotherapeut) can help with sensory needs in daily life.',
      dyspraxia:
        'Your huisarts can refer you to a rehabilitation doctor (revalidatiearts); an occupational therapist (ergotherapeut) can help with everyday tasks.',
      dyslexia:
        'For adults, a dyslexia assessment (dyslexieonderzoek) is not covered by health insurance. It is done by a qualified psychologist or orthopedagogue, often through a college or university. A dyslexia statement (dyslexieverklaring) gives access to study support.',
    },
  },
  PL: {
    firstStep:
      'Within the public system (NFZ) you can see a psychiatrist at a mental health clinic (poradnia zdrowia psychicznego) without a referral. Your primary care doctor (lekarz POZ) can also advise and refer you to other specialists.',
    notes: {
      autism:
        'Adult autism assessment usually involves a psychiatrist and a psychologist. Public services for adults are limited, and many people use private centres. Fundacja JiM and Porozumienie Autyzm-Polska share information.',
      adhd: 'A psychiatrist can assess ADHD in adults, often together with a psychologist. Public waiting times vary by region.',
      sensory:
        'An occupational therapist (terapeuta zajęciowy) or physiotherapist can help with sensory needs in daily life.',
      dyspraxia:
        'Your primary care doctor can refer you to a neurologist; a physiotherapist or occupational therapist can help with everyday tasks.',
      dyslexia:
        'Adults are usually assessed by a psychologist, often privately. The Polskie Towarzystwo Dysleksji has information.',
    },
  },
  BE: {
    firstStep:
      'Start with your GP (huisarts or médecin généraliste), who can refer you to a psychiatrist or a psychologist with experience of adult neurodevelopmental conditions.',
    notes: {
      autism:
        'Belgium has autism reference centres (referentiecentra autisme / centres de référence autisme), many of them linked to university hospitals. Some see only children, and waits for adults can be long, so ask which teams assess adults in your region. Participate! has a guide to services.',
      adhd: 'A psychiatrist usually assesses ADHD in adults. ZitStil has information for adults in Flanders.',
      sensory:
        'An occupational therapist (ergotherapeut / ergothérapeute) can help with sensory needs in daily life.',
      dyspraxia:
        'Your GP can refer you to a neurologist or rehabilitation doctor, who may involve an occupational therapist.',
      dyslexia:
        'A speech and language therapist (logopedist / logopède) or a psychologist can assess dyslexia. For adults this is often paid for privately.',
    },
  },
  SE: {
    firstStep:
      'Start with your health centre (vårdcentral). 1177, the national health information service (phone 1177 or 1177.se), explains how care works in your region.',
    notes: {
      autism: SE_NEUROPSYCHIATRIC_ASSESSMENT,
      adhd: SE_NEUROPSYCHIATRIC_ASSESSMENT,
      sensory: 'Ask your vårdcentral about seeing an occupational therapist (arbetsterapeut).',
      dyspraxia:
        'Your vårdcentral can help you see an occupational therapist (arbetsterapeut) or physiotherapist (fysioterapeut), and refer you on if needed.',
      dyslexia:
        'Adults are usually assessed by a speech and language therapist (logoped), sometimes through the region and sometimes privately. Svenska Dyslexiföreningen has information.',
    },
  },
  AT: {
    firstStep:
      'Start with your GP (Hausärztin or Hausarzt), who can refer you to a specialist in psychiatry or a specialised outpatient clinic. The health advice line 1450 can help with questions. Many specialists are Wahlärzte: you pay them first and can claim part of the cost back from your insurer.',
    notes: {
      autism:
        'Adults are usually assessed by a psychiatrist or clinical psychologist with autism experience, or in a specialised outpatient clinic at a hospital. Österreichische Autistenhilfe has information.',
      adhd: 'A specialist in psychiatry usually assesses ADHD in adults, often together with a clinical psychologist.',
      sensory: 'Your doctor can prescribe occupational therapy (Ergotherapie) for help with sensory needs.',
      dyspraxia:
        'Your doctor can refer you to a neurologist and prescribe occupational therapy (Ergotherapie).',
      dyslexia:
        'Adults are usually assessed by a clinical psychologist (Klinische Psychologin or Psychologe), often paid for privately.',
    },
  },
  IE: {
    firstStep: 'Start with your GP, who can refer you to your local HSE adult community mental health team.',
    notes: {
      autism:
        'Public assessment for adult autism is limited in many areas, and many adults use private assessment. Your GP can tell you what is available locally; AsIAm has information for adults.',
      adhd: 'The HSE National Clinical Programme for ADHD in Adults runs adult ADHD clinics in a growing number of areas. You are referred by your GP to the community mental health team, which can refer you on to the clinic. ADHD Ireland runs adult support groups.',
      sensory:
        'An occupational therapist can help with sensory needs; ask your GP about public or private options.',
      dyspraxia:
        'Your GP can refer you to an occupational therapist or physiotherapist. Dyspraxia/DCD Ireland has information for adults.',
      dyslexia:
        'Adults are usually assessed by a psychologist, often privately. The Dyslexia Association of Ireland has information on assessment for adults.',
    },
  },
  GB: {
    firstStep:
      'Start with your GP. In England you may have the right to choose which NHS-funded provider assesses you for ADHD or autism (Right to Choose); ask your GP about it. Routes differ in Scotland, Wales and Northern Ireland.',
    notes: {
      autism:
        'Your GP can refer you to an adult autism assessment service. The National Autistic Society explains the process for adults.',
      adhd: 'Your GP can refer you to an adult ADHD service, usually run by a mental health trust.',
      sensory: 'Your GP can tell you how to see an occupational therapist for help with sensory needs.',
      dyspraxia:
        'Your GP can refer you to an occupational therapist or physiotherapist. Movement Matters has information for adults.',
      dyslexia:
        'Adults are assessed by a qualified specialist assessor or a psychologist, usually privately. The British Dyslexia Association explains the options.',
    },
  },
};

export const ELSEWHERE_ROUTE =
  'In other countries, start with your GP or primary care doctor. The national member associations of Autism-Europe, ADHD-Europe and the European Dyslexia Association usually know the local route and can tell you where adults are assessed.';

export const APPOINTMENT_PREPARATION: readonly string[] = [
  'Bring this report, or just the page for your healthcare provider.',
  'Write down three or four recent, concrete examples of what you find hard, and what helps.',
  'Note anything you remember from childhood, such as school reports or what family members recall.',
  'Ask how long the wait is, what it will cost, and what support is available while you wait.',
  'It is fine to bring someone you trust, and to ask for questions in writing or for extra time.',
];

export type CountryReferral = {
  country: CountryCode;
  countryName: string;
  firstStep: string;
  /** One note per topic of the assessment; topics whose note is the same text share one entry. */
  notes: { label: string; text: string }[];
};

export type ReferralGuide = {
  whoAssesses: { topic: ReportTopic; label: string; text: string }[];
  countries: CountryReferral[];
  elsewhere: string;
  preparation: readonly string[];
};

function mergeSharedNotes(
  notes: { topics: ReportTopic[]; text: string }[],
): { label: string; text: string }[] {
  const merged: { topics: ReportTopic[]; text: string }[] = [];
  for (const note of notes) {
    const same = merged.find((candidate) => candidate.text === note.text);
    if (same) same.topics.push(...note.topics);
    else merged.push({ topics: [...note.topics], text: note.text });
  }
  return merged.map(({ topics, text }) => ({
    label: topics.map((topic) => TOPIC_LABELS[topic]).join(' and '),
    text,
  }));
}

export function getReferralGuide(type: AssessmentType): ReferralGuide {
  const topics = REPORT_TOPICS.filter((topic) => getTopics(type).includes(topic));
  return {
    whoAssesses: topics.map((topic) => ({ topic, label: TOPIC_LABELS[topic], text: WHO_ASSESSES[topic] })),
    countries: REPORT_COUNTRIES.map((country) => {
      const route = COUNTRY_ROUTES[country];
      return {
        country,
        countryName: COUNTRY_NAMES[country],
        firstStep: route.firstStep,
        notes: mergeSharedNotes(
          topics.flatMap((topic) => {
            const text = route.notes[topic];
            return text ? [{ topics: [topic], text }] : [];
          }),
        ),
      };
    }),
    elsewhere: ELSEWHERE_ROUTE,
    preparation: APPOINTMENT_PREPARATION,
  };
}
