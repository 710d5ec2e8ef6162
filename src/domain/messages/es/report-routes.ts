/** The words of the Complete Report's referral routes in Spanish; see ../en/report-routes.ts. */
import type { CountryCode } from '../../report/countries.ts';
import type { ReportTopic } from '../../report/topics.ts';

export const topicLabels: Readonly<Record<ReportTopic, string>> = {
  autism: 'Autismo',
  adhd: 'TDAH',
  sensory: 'Procesamiento sensorial',
  dyspraxia: 'Dispraxia (TDC)',
  dyslexia: 'Dislexia',
};
export const topicLabelsAnd = ' y ';

export const countryNames: Readonly<Record<CountryCode, string>> = {
  DE: 'Alemania',
  FR: 'Francia',
  IT: 'Italia',
  ES: 'España',
  NL: 'Países Bajos',
  PL: 'Polonia',
  BE: 'Bélgica',
  SE: 'Suecia',
  AT: 'Austria',
  IE: 'Irlanda',
  GB: 'Reino Unido',
};

export const whoAssesses: Readonly<Record<ReportTopic, string>> = {
  autism:
    'En personas adultas, el autismo lo evalúa personal clínico con formación específica, que a menudo trabaja en equipo. La evaluación suele incluir cuestionarios, una entrevista o una sesión de observación, y un repaso de su desarrollo, a menudo con la ayuda de alguien que le conoce desde hace mucho tiempo.',
  adhd: 'En personas adultas, el TDAH lo evalúa personal especializado en salud mental y formado en TDAH, a menudo en una consulta de psiquiatría. Le preguntarán por su vida actual y por su infancia, porque se espera que los rasgos de TDAH empezaran ya entonces.',
  sensory:
    'Las diferencias en el procesamiento sensorial no son un diagnóstico propio en el DSM-5. En terapia ocupacional pueden valorar sus necesidades sensoriales, y en la consulta médica pueden estudiar si otra cosa, como el autismo o el TDAH, ayuda a explicarlas.',
  dyspraxia:
    'Para la dispraxia, también llamada trastorno del desarrollo de la coordinación (TDC), su médico de familia puede derivarle a fisioterapia o a terapia ocupacional. Allí valoran sus movimientos y sus habilidades del día a día, y pueden ayudarle con ellos.',
  dyslexia:
    'En personas adultas, la dislexia se evalúa en una consulta de psicología o con personal docente especializado en evaluación, y en algunos países en logopedia. Para las personas adultas, la evaluación suele organizarse de forma privada, o a través de un centro de estudios o de la empresa.',
};

const nlSpecialistTeams =
  'Para una evaluación de autismo o de TDAH, su médico de familia (huisarts) le deriva a un servicio de salud mental (GGZ). Los tiempos de espera varían de un servicio a otro; si la espera es demasiado larga, su aseguradora de salud (zorgverzekeraar) puede ayudarle a encontrar uno con una espera más corta (wachtlijstbemiddeling).';

const seNeuropsychiatricAssessment =
  'En personas adultas, el autismo y el TDAH se estudian en una única evaluación neuropsiquiátrica (neuropsykiatrisk utredning). Si aún no está en contacto con los servicios sanitarios, empiece por su centro de salud (vårdcentral); 1177.se explica cómo funciona la evaluación.';

export const routeTexts: Readonly<
  Record<CountryCode, { firstStep: string; notes: Readonly<Record<ReportTopic, string>> }>
> = {
  DE: {
    firstStep:
      'Empiece por su médico de familia (Hausarzt o Hausärztin), que puede derivarle (Überweisung) a una consulta especializada. El servicio de citas, en el 116117 o en 116117.de, reserva citas con especialistas mediante el código de reserva (Vermittlungscode) que figura en esa derivación. Para una primera consulta de psicoterapia (psychotherapeutische Sprechstunde) no hace falta derivación: también la reserva el 116117.',
    notes: {
      autism:
        'Las personas adultas suelen ser atendidas primero en una consulta de psiquiatría o de psicoterapia, y después en un centro especializado; para adultos hay menos centros. autismus Deutschland e.V. informa de esperas de uno a dos años y de listas de espera cerradas casi en todas partes.',
      adhd: 'En personas adultas, el TDAH lo evalúa personal especializado en salud mental. Pida a su médico de familia una derivación a una consulta especializada en psiquiatría y psicoterapia (Facharzt für Psychiatrie und Psychotherapie).',
      sensory:
        'Pregunte a su médico si una prescripción de terapia ocupacional (Ergotherapie) podría ayudarle con sus necesidades sensoriales en el día a día.',
      dyspraxia:
        'Pregunte a su médico por una derivación a neurología, o por una prescripción de terapia ocupacional (Ergotherapie) o de fisioterapia.',
      dyslexia:
        'Pregunte en una consulta de psicología o de psicoterapia por una evaluación de la dislexia (Lese-Rechtschreibstörung), y a su seguro de salud si la cubre. El Bundesverband Legasthenie und Dyskalkulie (BVL) es la asociación nacional.',
    },
  },
  FR: {
    firstStep:
      'Empiece por el médico de familia que tiene declarado (médecin traitant). Si es este médico quien le deriva, usted se mantiene dentro del circuito de atención coordinada (parcours de soins coordonnés). Eso influye en cuánto se le reembolsa.',
    notes: {
      autism:
        'Cada región tiene un Centre Ressources Autisme (CRA). Informa a las personas autistas y a sus familias, y puede decirle qué equipos evalúan a personas adultas cerca de usted. El propio CRA solo evalúa casos complejos, normalmente derivados por otro equipo.',
      adhd: 'Su médico de familia puede derivarle a psiquiatría dentro del circuito de atención. HyperSupers – TDAH France ofrece información para personas adultas con TDAH.',
      sensory:
        'Pregunte a su médico de familia si la terapia ocupacional (ergothérapeute) podría ayudarle con sus necesidades sensoriales en el día a día.',
      dyspraxia:
        'Pregunte a su médico de familia por una consulta de terapia ocupacional (ergothérapeute), de psicomotricidad (psychomotricien) o de neuropsicología.',
      dyslexia:
        'En logopedia (orthophoniste) pueden evaluar la dislexia (bilan orthophonique). La evaluación se reembolsa cuando la ha prescrito un médico.',
    },
  },
  IT: {
    firstStep:
      'Empiece por su médico de familia (medico di medicina generale). Puede indicarle qué servicios de su autoridad sanitaria local atienden a personas adultas. Los servicios y sus nombres cambian de una región a otra.',
    notes: {
      autism:
        'Algunas autoridades sanitarias locales tienen una consulta de autismo para adultos dentro de su departamento de salud mental. Pregunte a su médico si hay una en su zona.',
      adhd: 'Un estudio sobre los servicios públicos encontró en Italia solo unos pocos centros especializados en TDAH en adultos. Pregunte a su médico o al centro de salud mental de su zona (Centro di Salute Mentale) dónde se evalúa a personas adultas.',
      sensory:
        'Pregunte a su médico si la terapia ocupacional (terapista occupazionale) podría ayudarle con sus necesidades sensoriales.',
      dyspraxia:
        'Pregunte a su médico por una consulta de neurología o de medicina de rehabilitación (fisiatra). Allí pueden contar con terapia ocupacional.',
      dyslexia:
        'Los trastornos específicos del aprendizaje (DSA) están reconocidos por la Ley 170/2010. El diagnóstico se hace dentro del servicio nacional de salud; cuando no es posible, una región puede permitir que lo hagan profesionales con acreditación. AID – Associazione Italiana Dislessia tiene personas adultas entre sus socios.',
    },
  },
  ES: {
    firstStep:
      'Empiece por su médico de familia, en su centro de salud. Puede derivarle a un centro de salud mental de adultos.',
    notes: {
      autism:
        'En personas adultas, el médico de familia puede derivarle a un centro de salud mental de adultos o a una unidad hospitalaria especializada en autismo. Las organizaciones miembro de Autismo España conocen los servicios de su zona.',
      adhd: 'Pregunte a su médico de familia por una derivación al centro de salud mental de adultos para una evaluación del TDAH. Las asociaciones miembro de FEAADAH pueden compartir experiencias de su zona.',
      sensory:
        'Pregunte a su médico si la terapia ocupacional podría ayudarle con sus necesidades sensoriales.',
      dyspraxia:
        'Pregunte a su médico por una derivación a neurología o a rehabilitación, donde pueden contar con terapia ocupacional.',
      dyslexia:
        'Pregunte en una consulta de psicología o de neuropsicología por una evaluación de la dislexia y, si estudia, en el servicio de apoyo de su universidad.',
    },
  },
  NL: {
    firstStep:
      'Empiece por su médico de familia (huisarts). Muchas consultas tienen personal de enfermería de salud mental (POH-GGZ), con quien puede hablar primero. Para una evaluación, el huisarts puede derivarle a la atención de salud mental (GGZ).',
    notes: {
      autism: nlSpecialistTeams,
      adhd: nlSpecialistTeams,
      sensory:
        'Pregunte a su médico de familia (huisarts) si la terapia ocupacional (ergotherapeut) podría ayudarle con sus necesidades sensoriales en el día a día.',
      dyspraxia:
        'Pregunte a su médico de familia (huisarts) por una derivación a medicina de rehabilitación (revalidatiearts); la terapia ocupacional (ergotherapeut) puede ayudarle con las tareas del día a día.',
      dyslexia:
        'En personas adultas, el seguro de salud no cubre la evaluación de la dislexia (dyslexieonderzoek). Para tener adaptaciones en los estudios, como más tiempo en los exámenes, hace falta un certificado de dislexia (dyslexieverklaring); Impuls & Woortblind recomienda que evalúe una persona registrada en el instituto de calidad NKD.',
    },
  },
  PL: {
    firstStep:
      'En el sistema público (NFZ) puede acudir a psiquiatría sin derivación, por ejemplo en un centro de salud mental (poradnia zdrowia psychicznego). Su médico de atención primaria (lekarz POZ) también puede orientarle.',
    notes: {
      autism:
        'Pregunte en una consulta de psiquiatría del NFZ por una evaluación del autismo en personas adultas. Fundacja JiM y Porozumienie Autyzm-Polska apoyan a las personas adultas autistas y a sus familias.',
      adhd: 'Pregunte en una consulta de psiquiatría del NFZ, a la que puede acudir sin derivación, por una evaluación del TDAH en personas adultas. Los tiempos de espera varían de un centro a otro.',
      sensory:
        'Pregunte a su médico si la terapia ocupacional (terapeuta zajęciowy) o la fisioterapia podrían ayudarle con sus necesidades sensoriales.',
      dyspraxia:
        'Cualquier médico del NFZ puede derivarle a fisioterapia o a un centro de rehabilitación; pregunte a su médico de atención primaria si conviene también una consulta de neurología.',
      dyslexia:
        'Pregunte en una consulta de psicología por una evaluación de la dislexia. La Polskie Towarzystwo Dysleksji ofrece información y tiene delegaciones regionales.',
    },
  },
  BE: {
    firstStep:
      'Empiece por su médico de familia (huisarts o médecin généraliste). Pregúntele qué servicios de su región evalúan a personas adultas, y pídale una derivación cuando haga falta.',
    notes: {
      autism:
        'Bélgica tiene centros de referencia de autismo (referentiecentra autisme / centres de référence autisme) que evalúan a menores y a personas adultas, y puede contactar con uno directamente. Algunos solo atienden a menores, y la espera para adultos puede ser muy larga, a veces de muchos años.',
      adhd: 'Pregunte a su médico de familia por una derivación a psiquiatría para una evaluación del TDAH. ZitStil, en Flandes, también trabaja con adolescentes y con personas adultas jóvenes.',
      sensory:
        'Pregunte a su médico de familia si la terapia ocupacional (ergotherapeut / ergothérapeute) podría ayudarle con sus necesidades sensoriales.',
      dyspraxia:
        'Pregunte a su médico de familia por una derivación a neurología o a medicina de rehabilitación, donde pueden contar con terapia ocupacional.',
      dyslexia:
        'En logopedia (logopedist / logopède) pueden evaluar la lectura y la escritura. Pregunte a su mutualidad (ziekenfonds / mutualité) si se reembolsa una evaluación para adultos.',
    },
  },
  SE: {
    firstStep:
      'Empiece por su centro de salud (vårdcentral). 1177, el servicio nacional de consejo sanitario (teléfono 1177 o 1177.se), atiende de día y de noche y explica cómo funciona la atención sanitaria en su región.',
    notes: {
      autism: seNeuropsychiatricAssessment,
      adhd: seNeuropsychiatricAssessment,
      sensory:
        'Pregunte en su centro de salud (vårdcentral) por una consulta de terapia ocupacional (arbetsterapeut).',
      dyspraxia:
        'Pregunte en su centro de salud (vårdcentral) por una consulta de terapia ocupacional (arbetsterapeut) o de fisioterapia (fysioterapeut).',
      dyslexia:
        'Pregunte en su centro de salud (vårdcentral) o en una consulta de logopedia (logoped) por una evaluación de la dislexia. Dyslexiförbundet es la asociación nacional.',
    },
  },
  AT: {
    firstStep:
      'Empiece por su médico de familia (Hausärztin o Hausarzt), que puede derivarle a una consulta especializada. La línea de consejo sanitario 1450 atiende de día y de noche. Muchas consultas especializadas son de Wahlärzte: usted paga primero, y su seguro le devuelve hasta el 80 por ciento de lo que pagaría a un médico con concierto.',
    notes: {
      autism:
        'Pregunte a su médico de familia por una derivación a psiquiatría o a psicología clínica con experiencia en autismo. Österreichische Autistenhilfe gestiona un centro de diagnóstico y terapia.',
      adhd: 'Pregunte a su médico de familia por una derivación a una consulta especializada en psiquiatría para una evaluación del TDAH.',
      sensory:
        'Pregunte a su médico si la terapia ocupacional (Ergotherapie) podría ayudarle con sus necesidades sensoriales.',
      dyspraxia:
        'Pregunte a su médico por una derivación a neurología o por una prescripción de terapia ocupacional (Ergotherapie).',
      dyslexia:
        'Pregunte en una consulta de psicología clínica (Klinische Psychologin o Psychologe) por una evaluación de la dislexia, y a su seguro qué cubre.',
    },
  },
  IE: {
    firstStep:
      'Empiece por su médico de familia, que puede derivarle al equipo local de salud mental comunitaria para adultos del HSE.',
    notes: {
      autism:
        'El Autism Assessment and Intervention Pathway Protocol del HSE (26 de mayo de 2026) incluye por primera vez a las personas adultas, que pueden solicitar la evaluación directamente. Se pone en marcha a partir del tercer trimestre de 2026 y quizá aún no esté disponible en su zona. AsIAm ofrece información para personas adultas.',
      adhd: 'Por ahora, las consultas de TDAH para adultos del HSE solo existen en algunas zonas. Su médico de familia le deriva al equipo local de salud mental comunitaria para adultos. Este equipo hace un cribado y puede derivarle a una consulta, allí donde la haya. ADHD Ireland organiza grupos de apoyo para adultos.',
      sensory:
        'Pregunte a su médico de familia si la terapia ocupacional podría ayudarle con sus necesidades sensoriales, y por las opciones públicas o privadas.',
      dyspraxia:
        'Pregunte a su médico de familia por una derivación a terapia ocupacional o a fisioterapia. Dyspraxia/DCD Ireland tiene una línea de apoyo.',
      dyslexia:
        'A las personas adultas se las suele evaluar en una consulta de psicología, a menudo privada. La Dyslexia Association of Ireland ofrece información sobre la evaluación.',
    },
  },
  GB: {
    firstStep:
      'Empiece por su médico de familia. En Inglaterra, si su médico de familia le deriva para una evaluación del TDAH o del autismo, usted puede elegir qué proveedor financiado por el NHS le evalúa (Right to Choose). Los pasos son distintos en Escocia, Gales e Irlanda del Norte.',
    notes: {
      autism:
        'Su médico de familia puede derivarle a un servicio de evaluación del autismo para adultos. La National Autistic Society ofrece consejos para personas adultas autistas.',
      adhd: 'Su médico de familia puede derivarle a un servicio de TDAH para adultos. Según el NICE, las personas adultas deben ser derivadas a personal especializado en salud mental y formado en TDAH.',
      sensory:
        'Pregunte a su médico de familia cómo acceder a terapia ocupacional para recibir ayuda con sus necesidades sensoriales.',
      dyspraxia:
        'Su médico de familia puede derivarle a fisioterapia o a terapia ocupacional. Movement Matters ofrece información para personas adultas y para empresas.',
      dyslexia:
        'El NHS no financia evaluaciones de dislexia para adultos. La evaluación puede hacerla personal de psicología con registro en el HCPC o personal docente especializado con un Assessment Practising Certificate; la British Dyslexia Association explica las opciones.',
    },
  },
};

export const elsewhereRoute =
  'En otros países, empiece por su médico de familia o de atención primaria. Autism-Europe, ADHD-Europe y la European Dyslexia Association tienen listas de sus asociaciones miembro, que pueden ayudarle a encontrar apoyo donde vive.';

export const appointmentPreparation: readonly string[] = [
  'Lleve este informe, o solo la página para el personal sanitario que le atienda.',
  'Anote tres o cuatro ejemplos recientes y concretos de lo que le resulta difícil y de lo que le ayuda.',
  'Apunte lo que recuerde de su infancia, como los informes escolares o lo que recuerdan sus familiares.',
  'Pregunte cuánto dura la espera, cuánto costará y qué apoyo hay mientras espera.',
  'Puede ir con una persona de confianza. También puede pedir las preguntas por escrito, o más tiempo.',
];
