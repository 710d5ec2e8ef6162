/** The home page below its first screen in Spanish; see ../en/home-sections.ts. */
export const chooseTitle = 'Elija su autoevaluación';
export const chooseLead =
  'Seis cuestionarios breves, todos escritos para personas adultas. Elija el que encaje con lo que quiere explorar.';
export const researchBased = 'Basado en la investigación';
export const researchBasedLabel = 'Basado en la investigación: en qué se basan las preguntas';
export const questionCount = ({ count }: { count: number }) => `${count} preguntas`;
export const startAssessment = 'Empezar autoevaluación';
export const startAssessmentFor = ({ name }: { name: string }) => `: ${name}`;

export const howTitle = 'Cómo funciona';
export const stepTakeTitle = 'Haga la autoevaluación';
export const stepTakeText = 'Responda a frases breves sobre su día a día, una a una, a su propio ritmo.';
export const stepInsightsTitle = 'Reciba sus primeras orientaciones';
export const stepInsightsText =
  'Vea al momento sus primeras orientaciones gratuitas: lo que sugieren sus respuestas y lo que no.';
export const stepReportTitle = 'Acceda al informe detallado';
export const stepReportText =
  'Si quiere más, el Informe completo repasa sus respuestas en detalle, con estrategias y recursos.';

export const basisTitle = 'En qué se basan las preguntas';
export const basisExperiences =
  'Cada frase pregunta por una experiencia cotidiana que la investigación relaciona con un conjunto de rasgos, como las diferencias sensoriales en el autismo, la inquietud en el TDAH, la coordinación en la dispraxia o la lectura en la dislexia.';
export const basisSources =
  'Para elegir estas experiencias, partimos de estudios publicados y de cuestionarios que se usan en la práctica clínica, como el AQ y el RAADS-R para el autismo, el ASRS para el TDAH, el Adolescent/Adult Sensory Profile, la Adult DCD/Dyspraxia Checklist y listas de comprobación de la dislexia en adultos. Las frases las hemos redactado nosotros: no son copias de esos cuestionarios. Algunas están formuladas al revés, para que estar de acuerdo con todo no dé una puntuación alta.';
export const basisLimits =
  'Nuestras autoevaluaciones no son un instrumento validado. No se han contrastado con diagnósticos, así que una puntuación no puede mostrar si a usted le corresponde un diagnóstico. Muestra cuántas de las experiencias por las que se pregunta reconoce usted como propias.';

export const disclaimerTitle = 'Aviso importante';
export const disclaimerText =
  'Estas autoevaluaciones no son herramientas de diagnóstico. Le ayudan a reflexionar sobre sus rasgos y a preparar una conversación en consulta. Solo una persona profesional de la salud cualificada puede hacer un diagnóstico.';

export const storiesBadge = 'Historias de ejemplo';
export const storiesTitle = '¿Por qué esperar años para tener claridad?';
export const storiesLead =
  'En la sanidad pública, la lista de espera para una evaluación diagnóstica en la edad adulta suele ser de 2 a 3 años, y una evaluación privada puede costar entre 1500 y 2500 €. Una autoevaluación no sustituye a ninguna de las dos, pero puede ayudarle a entenderse mejor mientras espera.';
export const storiesNote =
  'No son reseñas de personas reales que usen la web. Las hemos escrito a partir de experiencias que muchas personas adultas describen, y los nombres son inventados.';
export const trustNoRegistry = 'Sin registro oficial';
export const trustLateDiagnosis = 'Abierto a diagnósticos tardíos';
export const trustSkipWaiting = 'Sin largas listas de espera';
export const carouselLabel = 'Historias de ejemplo';
export const slideOf = ({ slide, count }: { slide: number; count: number }) => `${slide} de ${count}`;
export const previousStory = 'Historia anterior';
export const nextStory = 'Historia siguiente';
export const showStories = ({ first, last }: { first: number; last: number }) =>
  `Mostrar las historias ${first} a ${last}`;
export const pause = 'Pausar';
export const play = 'Reproducir';
export const automaticChanges = ': cambio automático de historias';

/** Each story's words by its id, and the topic its badge names. */
export const storyWords: Readonly<Record<string, { role: string; text: string; topic: string }>> = {
  'testimonial-1': {
    role: 'Diseñadora gráfica',
    text: 'Durante años pensé que solo tenía que esforzarme más. Ver mis respuestas ordenadas me dio palabras para lo que había notado, y una forma tranquila de empezar a hablarlo con mi médica.',
    topic: 'TDAH',
  },
  'testimonial-2': {
    role: 'Desarrollador de software',
    text: 'Tenía 41 años cuando me pregunté por primera vez si podría ser autista. Las preguntas me parecieron respetuosas, y los resultados me ayudaron a anotar ejemplos antes de mi cita.',
    topic: 'Autismo',
  },
  'testimonial-3': {
    role: 'Maestra de primaria',
    text: 'Siempre supe que las salas llenas de gente me agotaban, pero nunca sabía explicarlo. Los resultados sobre lo sensorial me ayudaron a pedir a la dirección del centro un sitio más tranquilo para trabajar.',
    topic: 'Procesamiento sensorial',
  },
  'testimonial-4': {
    role: 'Estudiante universitaria',
    text: 'Leer siempre me ha llevado más tiempo. El informe me llevó a herramientas que no había probado, y escuchar los textos de mis asignaturas ha hecho que estudiar me canse menos.',
    topic: 'Dislexia',
  },
  'testimonial-5': {
    role: 'Jefe de proyectos',
    text: 'Planificar y cumplir plazos siempre me parecía una lucha. Entender mis patrones me ayudó a crear recordatorios y rutinas que se adaptan a mi forma de trabajar.',
    topic: 'Funciones ejecutivas',
  },
  'testimonial-6': {
    role: 'Enfermera',
    text: 'Desde el principio quedó claro que no era un diagnóstico. Me dio un buen punto de partida y una lista de preguntas para llevar a consulta.',
    topic: 'TDAH',
  },
};
