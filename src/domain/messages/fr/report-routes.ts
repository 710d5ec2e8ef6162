/** The words of the Complete Report's referral routes in French; see ../en/report-routes.ts. */
import type { CountryCode } from '../../report/countries.ts';
import type { ReportTopic } from '../../report/topics.ts';

export const topicLabels: Readonly<Record<ReportTopic, string>> = {
  autism: 'Autisme',
  adhd: 'TDAH',
  sensory: 'Traitement sensoriel',
  dyspraxia: 'Dyspraxie (TDC)',
  dyslexia: 'Dyslexie',
};
export const topicLabelsAnd = ' et ';

export const countryNames: Readonly<Record<CountryCode, string>> = {
  DE: 'Allemagne',
  FR: 'France',
  IT: 'Italie',
  ES: 'Espagne',
  NL: 'Pays-Bas',
  PL: 'Pologne',
  BE: 'Belgique',
  SE: 'Suède',
  AT: 'Autriche',
  IE: 'Irlande',
  GB: 'Royaume-Uni',
};

export const whoAssesses: Readonly<Record<ReportTopic, string>> = {
  autism:
    'Chez l’adulte, l’autisme est évalué par des spécialistes ayant reçu une formation, qui travaillent souvent en équipe. L’évaluation comprend en général des questionnaires, un entretien ou un temps d’observation, et un retour sur votre développement, souvent avec l’aide d’une personne qui vous connaît depuis longtemps.',
  adhd: 'Chez l’adulte, le TDAH est évalué par une personne spécialisée en santé mentale et formée au TDAH, souvent un ou une psychiatre. On vous pose des questions sur votre vie actuelle et sur votre enfance, car les traits de TDAH sont censés avoir commencé à cette période.',
  sensory:
    'Les différences de traitement sensoriel ne forment pas un diagnostic distinct dans le DSM-5. Un ou une ergothérapeute peut examiner vos besoins sensoriels, et un médecin peut chercher si autre chose, comme l’autisme ou le TDAH, aide à les expliquer.',
  dyspraxia:
    'Pour la dyspraxie, aussi appelée trouble développemental de la coordination (TDC), votre médecin généraliste peut vous orienter vers un ou une kinésithérapeute ou ergothérapeute. Cette personne observe vos mouvements et vos gestes du quotidien, et peut vous aider à les travailler.',
  dyslexia:
    'Chez l’adulte, la dyslexie est évaluée par des psychologues ou par du personnel enseignant spécialisé et formé à l’évaluation, et dans certains pays par des orthophonistes. Pour les adultes, l’évaluation se fait souvent dans le privé, ou par l’intermédiaire d’un lieu d’études ou d’un employeur.',
};

const nlSpecialistTeams =
  'Pour une évaluation de l’autisme ou du TDAH, votre médecin généraliste (huisarts) vous oriente vers un prestataire de soins de santé mentale (GGZ). Les délais d’attente varient selon les prestataires ; si l’attente est trop longue, votre assureur santé (zorgverzekeraar) peut vous aider à en trouver un avec un délai plus court (wachtlijstbemiddeling).';

const seNeuropsychiatricAssessment =
  'Chez l’adulte, l’autisme et le TDAH sont examinés lors d’une seule évaluation neuropsychiatrique (neuropsykiatrisk utredning). Si vous n’êtes pas déjà en lien avec un service de soins, commencez par votre centre de santé (vårdcentral) ; 1177.se explique comment se déroule l’évaluation.';

export const routeTexts: Readonly<
  Record<CountryCode, { firstStep: string; notes: Readonly<Record<ReportTopic, string>> }>
> = {
  DE: {
    firstStep:
      'Commencez par votre médecin de famille (Hausarzt ou Hausärztin), qui peut vous orienter vers un ou une spécialiste avec une lettre d’orientation (Überweisung). Le service de rendez-vous, au 116117 ou sur 116117.de, réserve les rendez-vous chez les spécialistes grâce au code de réservation (Vermittlungscode) inscrit sur cette lettre. Un premier entretien avec un ou une psychothérapeute (psychotherapeutische Sprechstunde) ne demande pas d’orientation : le 116117 peut le réserver.',
    notes: {
      autism:
        'Les adultes sont en général reçus d’abord par un ou une psychiatre ou psychothérapeute, puis dans un centre spécialisé ; ces centres sont moins nombreux pour les adultes. autismus Deutschland e.V. signale des délais d’un à deux ans, et des listes d’attente fermées presque partout.',
      adhd: 'Chez l’adulte, le TDAH est évalué par un ou une spécialiste de la santé mentale. Demandez à votre médecin de famille une orientation vers un ou une spécialiste en psychiatrie et psychothérapie (Facharzt für Psychiatrie und Psychotherapie).',
      sensory:
        'Demandez à votre médecin si une prescription d’ergothérapie (Ergotherapie) pourrait vous aider pour vos besoins sensoriels au quotidien.',
      dyspraxia:
        'Demandez à votre médecin une orientation vers un ou une neurologue, ou une prescription d’ergothérapie (Ergotherapie) ou de kinésithérapie.',
      dyslexia:
        'Demandez une évaluation de la dyslexie (Lese-Rechtschreibstörung) à un ou une psychologue ou psychothérapeute, et demandez à votre assurance maladie si elle la prend en charge. Le Bundesverband Legasthenie und Dyskalkulie (BVL) est l’association nationale.',
    },
  },
  FR: {
    firstStep:
      'Commencez par le médecin traitant que vous avez déclaré. Si c’est ce médecin qui vous oriente, vous restez dans le parcours de soins coordonnés. Cela compte pour le montant qui vous est remboursé.',
    notes: {
      autism:
        'Chaque région a un Centre Ressources Autisme (CRA). Il informe les personnes autistes et les familles, et peut vous dire quelles équipes évaluent les adultes près de chez vous. Le CRA lui-même n’évalue que les cas complexes, le plus souvent adressés par une autre équipe.',
      adhd: 'Votre médecin traitant peut vous orienter vers un ou une psychiatre dans le cadre du parcours de soins. HyperSupers – TDAH France propose des informations pour les adultes ayant un TDAH.',
      sensory:
        'Demandez à votre médecin traitant si un ou une ergothérapeute pourrait vous aider pour vos besoins sensoriels au quotidien.',
      dyspraxia:
        'Demandez à votre médecin traitant s’il est possible de consulter en ergothérapie, en psychomotricité ou en neuropsychologie.',
      dyslexia:
        'Un ou une orthophoniste peut évaluer la dyslexie (bilan orthophonique). Ce bilan est remboursé lorsqu’un médecin l’a prescrit.',
    },
  },
  IT: {
    firstStep:
      'Commencez par votre médecin de famille (medico di medicina generale). Il peut vous dire quels services de votre autorité sanitaire locale reçoivent les adultes. Les services et leur nom varient selon les régions.',
    notes: {
      autism:
        'Certaines autorités sanitaires locales ont une consultation autisme pour adultes au sein de leur département de santé mentale. Demandez à votre médecin s’il en existe une dans votre région.',
      adhd: 'Une étude sur les services publics n’a trouvé en Italie que quelques centres spécialisés dans le TDAH de l’adulte. Demandez à votre médecin ou au centre de santé mentale local (Centro di Salute Mentale) où les adultes sont évalués.',
      sensory:
        'Demandez à votre médecin si un ou une ergothérapeute (terapista occupazionale) pourrait vous aider pour vos besoins sensoriels.',
      dyspraxia:
        'Demandez à votre médecin s’il est possible de consulter en neurologie ou en médecine de rééducation (fisiatra). Un ou une ergothérapeute pourra alors intervenir.',
      dyslexia:
        'Les troubles spécifiques des apprentissages (DSA) sont reconnus par la loi 170/2010. Le diagnostic est posé au sein du service national de santé ; quand ce n’est pas possible, une région peut autoriser des spécialistes agréés à le poser. AID – Associazione Italiana Dislessia compte des membres adultes.',
    },
  },
  ES: {
    firstStep:
      'Commencez par votre médecin de famille (médico de familia), dans votre centre de santé (centro de salud). Il peut vous orienter vers un centre de santé mentale pour adultes (centro de salud mental).',
    notes: {
      autism:
        'Pour les adultes, le médecin de famille peut vous orienter vers un centre de santé mentale pour adultes ou vers une unité hospitalière spécialisée dans l’autisme. Les organisations membres d’Autismo España connaissent les services locaux.',
      adhd: 'Demandez à votre médecin de famille une orientation vers le centre de santé mentale pour adultes, pour une évaluation du TDAH. Les associations membres de FEAADAH peuvent partager leur expérience locale.',
      sensory:
        'Demandez à votre médecin si un ou une ergothérapeute (terapeuta ocupacional) pourrait vous aider pour vos besoins sensoriels.',
      dyspraxia:
        'Demandez à votre médecin une orientation vers un service de neurologie ou de rééducation, qui pourra faire appel à un ou une ergothérapeute.',
      dyslexia:
        'Demandez une évaluation de la dyslexie à un ou une psychologue ou neuropsychologue et, si vous faites des études, au service d’accompagnement de votre université.',
    },
  },
  NL: {
    firstStep:
      'Commencez par votre médecin généraliste (huisarts). Dans beaucoup de cabinets, un infirmier ou une infirmière en santé mentale (POH-GGZ) peut d’abord parler avec vous. Pour une évaluation, votre médecin généraliste peut vous orienter vers les soins de santé mentale (GGZ).',
    notes: {
      autism: nlSpecialistTeams,
      adhd: nlSpecialistTeams,
      sensory:
        'Demandez à votre médecin généraliste (huisarts) si un ou une ergothérapeute (ergotherapeut) pourrait vous aider pour vos besoins sensoriels au quotidien.',
      dyspraxia:
        'Demandez à votre médecin généraliste (huisarts) une orientation vers un médecin de rééducation (revalidatiearts) ; un ou une ergothérapeute (ergotherapeut) peut vous aider dans les tâches du quotidien.',
      dyslexia:
        'Pour les adultes, l’évaluation de la dyslexie (dyslexieonderzoek) n’est pas prise en charge par l’assurance maladie. Une attestation de dyslexie (dyslexieverklaring) est nécessaire pour obtenir des aménagements d’études, comme du temps en plus aux examens ; Impuls & Woortblind conseille une personne qualifiée inscrite auprès de l’institut de qualité NKD.',
    },
  },
  PL: {
    firstStep:
      'Dans le système public (NFZ), vous pouvez consulter un ou une psychiatre sans orientation, par exemple dans un centre de santé mentale (poradnia zdrowia psychicznego). Votre médecin de premier recours (lekarz POZ) peut aussi vous conseiller.',
    notes: {
      autism:
        'Demandez à un ou une psychiatre du NFZ une évaluation de l’autisme pour adultes. Fundacja JiM et Porozumienie Autyzm-Polska soutiennent les adultes autistes et leurs familles.',
      adhd: 'Demandez une évaluation du TDAH pour adultes à un ou une psychiatre du NFZ, que vous pouvez consulter sans orientation. Les délais d’attente varient selon les centres.',
      sensory:
        'Demandez à votre médecin si un ou une ergothérapeute (terapeuta zajęciowy) ou kinésithérapeute pourrait vous aider pour vos besoins sensoriels.',
      dyspraxia:
        'Tout médecin du NFZ peut vous orienter vers la kinésithérapie ou vers un centre de rééducation ; demandez à votre médecin de premier recours si un ou une neurologue devrait aussi vous examiner.',
      dyslexia:
        'Demandez à un ou une psychologue une évaluation de la dyslexie. La Polskie Towarzystwo Dysleksji propose des informations et a des antennes régionales.',
    },
  },
  BE: {
    firstStep:
      'Commencez par votre médecin généraliste (huisarts). Demandez-lui quels services de votre région évaluent les adultes, et une orientation si elle est nécessaire.',
    notes: {
      autism:
        'La Belgique a des centres de référence autisme (referentiecentra autisme), qui évaluent enfants et adultes, et vous pouvez contacter l’un d’eux vous-même. Certains ne reçoivent que des enfants, et l’attente pour les adultes peut être très longue, parfois de nombreuses années.',
      adhd: 'Demandez à votre médecin généraliste une orientation vers un ou une psychiatre pour une évaluation du TDAH. ZitStil, en Flandre, travaille aussi avec les adolescents et les jeunes adultes.',
      sensory:
        'Demandez à votre médecin généraliste si un ou une ergothérapeute (ergotherapeut) pourrait vous aider pour vos besoins sensoriels.',
      dyspraxia:
        'Demandez à votre médecin généraliste une orientation vers un ou une neurologue ou un médecin de rééducation, qui pourra faire appel à un ou une ergothérapeute.',
      dyslexia:
        'Un ou une logopède (logopedist) peut évaluer la lecture et l’écriture. Demandez à votre mutualité (ziekenfonds) si une évaluation pour adulte est remboursée.',
    },
  },
  SE: {
    firstStep:
      'Commencez par votre centre de santé (vårdcentral). 1177, le service national de conseil en santé (téléphone 1177 ou 1177.se), répond jour et nuit et explique comment les soins fonctionnent dans votre région.',
    notes: {
      autism: seNeuropsychiatricAssessment,
      adhd: seNeuropsychiatricAssessment,
      sensory:
        'Demandez à votre centre de santé (vårdcentral) s’il est possible de voir un ou une ergothérapeute (arbetsterapeut).',
      dyspraxia:
        'Demandez à votre centre de santé (vårdcentral) s’il est possible de voir un ou une ergothérapeute (arbetsterapeut) ou kinésithérapeute (fysioterapeut).',
      dyslexia:
        'Demandez une évaluation de la dyslexie à votre centre de santé (vårdcentral) ou à un ou une orthophoniste (logoped). Dyslexiförbundet est l’association nationale.',
    },
  },
  AT: {
    firstStep:
      'Commencez par votre médecin généraliste (Hausärztin ou Hausarzt), qui peut vous orienter vers un ou une spécialiste. La ligne de conseil santé 1450 répond jour et nuit. Beaucoup de spécialistes sont des Wahlärzte : vous les payez d’abord, et votre assurance maladie vous rembourse jusqu’à 80 % de ce qu’elle paierait à un médecin conventionné.',
    notes: {
      autism:
        'Demandez à votre médecin généraliste une orientation vers un ou une spécialiste en psychiatrie ou en psychologie clinique ayant l’expérience de l’autisme. Österreichische Autistenhilfe gère un centre de diagnostic et de thérapie.',
      adhd: 'Demandez à votre médecin généraliste une orientation vers un ou une spécialiste en psychiatrie pour une évaluation du TDAH.',
      sensory:
        'Demandez à votre médecin si l’ergothérapie (Ergotherapie) pourrait vous aider pour vos besoins sensoriels.',
      dyspraxia:
        'Demandez à votre médecin une orientation vers un ou une neurologue, ou une prescription d’ergothérapie (Ergotherapie).',
      dyslexia:
        'Demandez une évaluation de la dyslexie à un ou une spécialiste en psychologie clinique (Klinische Psychologin ou Psychologe), et demandez à votre assurance maladie ce qu’elle prend en charge.',
    },
  },
  IE: {
    firstStep:
      'Commencez par votre médecin généraliste, qui peut vous orienter vers l’équipe locale de santé mentale communautaire pour adultes du HSE.',
    notes: {
      autism:
        'L’Autism Assessment and Intervention Pathway Protocol du HSE (26 mai 2026) inclut les adultes pour la première fois, et les adultes peuvent en faire la demande eux-mêmes. Il est mis en place à partir du troisième trimestre 2026 et n’est peut-être pas encore disponible dans votre région. AsIAm propose des informations pour les adultes.',
      adhd: 'Pour l’instant, les consultations TDAH pour adultes du HSE n’existent que dans certaines régions. Votre médecin généraliste vous oriente vers l’équipe locale de santé mentale communautaire pour adultes. Cette équipe fait un premier dépistage et peut vous orienter vers une consultation, là où il y en a une. ADHD Ireland anime des groupes de soutien pour adultes.',
      sensory:
        'Demandez à votre médecin généraliste si un ou une ergothérapeute pourrait vous aider pour vos besoins sensoriels, et quelles options publiques ou privées existent.',
      dyspraxia:
        'Demandez à votre médecin généraliste une orientation vers un ou une ergothérapeute ou kinésithérapeute. Dyspraxia/DCD Ireland a une ligne d’écoute.',
      dyslexia:
        'Les adultes sont en général évalués par un ou une psychologue, souvent dans le privé. La Dyslexia Association of Ireland propose des informations sur l’évaluation.',
    },
  },
  GB: {
    firstStep:
      'Commencez par votre médecin généraliste. En Angleterre, si votre médecin généraliste vous oriente vers une évaluation du TDAH ou de l’autisme, vous pouvez choisir quel prestataire financé par le NHS vous évalue (Right to Choose). Les démarches sont différentes en Écosse, au pays de Galles et en Irlande du Nord.',
    notes: {
      autism:
        'Votre médecin généraliste peut vous orienter vers un service d’évaluation de l’autisme pour adultes. La National Autistic Society propose des conseils pour les adultes autistes.',
      adhd: 'Votre médecin généraliste peut vous orienter vers un service TDAH pour adultes. Selon le NICE, les adultes doivent être orientés vers une personne spécialisée en santé mentale et formée au TDAH.',
      sensory:
        'Demandez à votre médecin généraliste comment consulter un ou une ergothérapeute pour vos besoins sensoriels.',
      dyspraxia:
        'Votre médecin généraliste peut vous orienter vers un ou une kinésithérapeute ou ergothérapeute. Movement Matters propose des informations pour les adultes et les employeurs.',
      dyslexia:
        'Le NHS ne finance pas l’évaluation de la dyslexie chez l’adulte. Un ou une psychologue figurant au registre du HCPC, ou un membre du personnel enseignant spécialisé titulaire d’un Assessment Practising Certificate, peut vous évaluer ; la British Dyslexia Association explique les options.',
    },
  },
};

export const elsewhereRoute =
  'Dans les autres pays, commencez par votre médecin généraliste ou votre médecin de premier recours. Autism-Europe, ADHD-Europe et la European Dyslexia Association publient la liste de leurs associations membres, qui peuvent vous aider à trouver du soutien près de chez vous.';

export const appointmentPreparation: readonly string[] = [
  'Apportez ce rapport, ou seulement la page destinée à la personne que vous consultez.',
  'Notez trois ou quatre exemples récents et concrets de ce qui vous est difficile, et de ce qui vous aide.',
  'Notez ce dont vous vous souvenez de votre enfance, par exemple des bulletins scolaires ou ce dont se souviennent vos proches.',
  'Demandez combien de temps dure l’attente, ce que cela coûtera, et quel soutien existe pendant l’attente.',
  'Vous pouvez tout à fait venir avec une personne de confiance, et demander à recevoir les questions par écrit ou à avoir plus de temps.',
];
