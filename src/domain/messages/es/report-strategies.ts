/** The Complete Report's practical strategies in Spanish; see ../en/report-strategies.ts. */
import type { StrategyArea, StrategyId, StrategyText } from '../../report/strategies.ts';

export const strategyAreaLabels: Readonly<Record<StrategyArea, string>> = {
  'daily-life': 'Vida diaria',
  'work-study': 'Trabajo o estudios',
  relationships: 'Relaciones',
};

export const strategyTexts: Readonly<Record<StrategyId, StrategyText>> = {
  'outside-memory': {
    title: 'Guarde la memoria fuera de su cabeza',
    text: 'Use un solo calendario y una sola lista de tareas, en un lugar donde los vea, y consúltelos cada día. Añada recordatorios para las citas y también para el paso anterior, como salir de casa. Llevar así el control de citas y tareas es una habilidad central en los programas de terapia cognitivo-conductual para personas adultas con TDAH.',
  },
  'small-first-step': {
    title: 'Haga muy pequeño el primer paso',
    text: 'Cuando una tarea parezca demasiado grande para empezarla, divídala en pasos pequeños y empiece solo por el primero. Un temporizador puede ayudarle a empezar y le da un momento natural para hacer una pausa. Dividir las tareas y planificarlas son algunas de las habilidades que se enseñan en la terapia cognitivo-conductual para personas adultas con TDAH.',
  },
  'short-focus-blocks': {
    title: 'Trabaje en bloques cortos y planificados',
    text: 'Fíjese en cuánto tiempo suele poder concentrarse y planifique bloques de más o menos esa duración, con pausas cortas entre ellos. Silencie las notificaciones y deje una sola tarea abierta en la pantalla mientras dure cada bloque. Trabajar en bloques que se ajusten a su capacidad de atención forma parte de un programa de terapia cognitivo-conductual para personas adultas con TDAH.',
  },
  'share-what-helps-adhd': {
    title: 'Cuente lo que le ayuda',
    text: 'Explicar sus patrones a las personas cercanas puede evitar malentendidos. Por ejemplo, quizá interrumpa porque una idea le parece urgente, no porque no esté escuchando. NICE recomienda información y apoyo para las personas con TDAH y sus familias, y un programa de terapia cognitivo-conductual invita a la pareja o a un familiar a una sesión.',
  },
  'energy-planning': {
    title: 'Planifique su energía, no solo su tiempo',
    text: 'Fíjese en qué actividades le agotan y cuáles le devuelven la energía. Reparta las más exigentes a lo largo de la semana y reserve tiempo tranquilo después de ellas. En un estudio, personas adultas autistas describieron que equilibrar lo que asumen es una forma de gestionar el burnout.',
  },
  'burnout-signs': {
    title: 'Conozca sus primeras señales de burnout',
    text: 'El agotamiento prolongado, perder habilidades que normalmente tiene y soportar peor el ruido o la luz se describen como señales de burnout autista. Personas adultas autistas cuentan que les ayudaron a recuperarse el tiempo de descanso, rebajar las expectativas y la aceptación. El burnout no es lo mismo que la depresión, así que conviene nombrarlo si lo habla en consulta.',
  },
  'masking-cost': {
    title: 'Fíjese en lo que le cuesta enmascarar',
    text: 'Enmascarar significa ocultar o imitar conductas para encajar. Puede ayudar en el momento, y se asocia con la ansiedad y el bajo estado de ánimo; las personas adultas autistas también lo describen como una causa de burnout. Cuando le resulte seguro, elija lugares y personas con quienes pueda quitarse la máscara, y planifique descanso después de los días en que no pueda.',
  },
  'clear-communication-at-work': {
    title: 'Pida una comunicación clara y por escrito',
    text: 'Las instrucciones por escrito, un orden del día antes de las reuniones y unos comentarios directos pueden evitarle tener que adivinar en el trabajo o en los estudios. NICE pide a los servicios que tengan en cuenta cómo afecta el entorno social y físico a las personas adultas autistas, y vale la pena plantear esa misma pregunta en el trabajo o en el centro de estudios.',
  },
  'double-empathy': {
    title: 'Recuerde que la comunicación va en ambos sentidos',
    text: 'Los malentendidos entre personas autistas y no autistas van en las dos direcciones: la distancia está entre las personas, no en una sola de ellas. En un estudio, las personas autistas se transmitieron información entre sí tan bien como las personas no autistas. Decir con claridad lo que quiere decir, y pedir con amabilidad a los demás que hagan lo mismo, puede ayudar a ambas partes.',
  },
  'autistic-peers': {
    title: 'Pase tiempo con personas que comparten su experiencia',
    text: 'En un estudio, la sintonía fue mayor cuando las personas autistas hablaban con otras personas autistas que en grupos mixtos, y personas adultas autistas describen el apoyo mutuo como una ayuda frente al burnout. Los grupos de apoyo entre iguales, las comunidades en línea y las asociaciones nacionales que aparecen en este informe son lugares por donde empezar.',
  },
  'sensory-surroundings-autism': {
    title: 'Adapte su entorno sensorial',
    text: 'Una luz más suave, ropa sin etiquetas que piquen y un rincón tranquilo en casa pueden aligerar la carga del día. En lugares concurridos, muchas personas eligen auriculares, tapones para los oídos o gafas de sol. Pruebe lo que le vaya bien y quédese con lo que le ayude.',
  },
  'recovery-after-socialising': {
    title: 'Acuerde un tiempo para recuperarse',
    text: 'Decir a sus amistades, a su familia o a su pareja que necesita tiempo tranquilo después de estar con otras personas, y que no se debe a nada que hayan hecho, puede ayudarles a entenderle. En un estudio, personas adultas autistas mencionaron el tiempo de descanso, rebajar las expectativas y poder quitarse la máscara como formas de recuperarse del burnout.',
  },
  'home-for-everyday-things': {
    title: 'Dé un sitio fijo a las cosas de cada día',
    text: 'Elija un lugar fijo para las llaves, la cartera y el teléfono, como un cuenco junto a la puerta. Montar sistemas sencillos como este es una de las habilidades de organización que enseñan los tratamientos psicológicos para personas adultas con TDAH.',
  },
  'pause-before-buying': {
    title: 'Haga una pausa antes de comprar',
    text: 'En las compras que no sean imprescindibles, espere un tiempo fijo, por ejemplo un día, antes de comprar, y borre los datos de tarjeta guardados en las tiendas en línea. El programa UMAAP de ADHD Ireland combina información sobre el TDAH con la terapia de aceptación y compromiso, en la que se practica notar un impulso antes de dejarse llevar por él.',
  },
  'deadlines-and-check-ins': {
    title: 'Acuerde plazos y momentos de seguimiento',
    text: 'Pida las tareas por escrito y divida los plazos grandes en otros más pequeños, con un breve seguimiento en cada uno. El coaching, que aporta este tipo de estructura externa, es uno de los enfoques para personas adultas con TDAH que describen las revisiones científicas.',
  },
  'work-with-your-energy': {
    title: 'Trabaje a favor de su energía',
    text: 'Reserve las tareas que exigen más concentración para el momento del día en que suele tener la mente más despejada, y deje las tareas rutinarias para los momentos de menos energía. Planificar el día con un calendario y una lista de tareas forma parte de los programas de terapia cognitivo-conductual para personas adultas con TDAH.',
  },
  'shared-plans-visible': {
    title: 'Tenga a la vista los planes compartidos',
    text: 'Un calendario o una lista compartidos con su pareja, su familia o las personas con quienes vive ayudan a que todo el mundo recuerde los planes y las tareas de casa, sin que una sola persona tenga que recordárselo a las demás. Un programa de terapia cognitivo-conductual para personas adultas con TDAH se organiza en torno a un calendario y una lista de tareas, e invita a la pareja o a la familia a una sesión.',
  },
  'notice-the-urge': {
    title: 'Fíjese en el impulso y después elija',
    text: 'En una conversación, pruebe a retener una idea con una nota rápida y a volver a ella cuando la otra persona haya terminado. En el programa UMAAP de ADHD Ireland, que combina información sobre el TDAH con la terapia de aceptación y compromiso, la flexibilidad psicológica de quienes participaron había aumentado tres meses después.',
  },
  'prepare-for-change': {
    title: 'Prepárese para los cambios',
    text: 'Cuando cambien los planes, pida toda la antelación y todos los detalles que pueda: quién, dónde y durante cuánto tiempo. Mirar fotos de un lugar nuevo o visitarlo antes puede hacerlo más previsible. Las personas adultas autistas mencionan los grandes cambios vitales entre las fuentes de estrés que pueden llevar al burnout.',
  },
  'quiet-and-focus-time': {
    title: 'Proteja su tiempo de calma y concentración',
    text: 'Un puesto de trabajo más tranquilo, permiso para usar auriculares o algunos días de teletrabajo pueden reducir la carga sensorial del día. Las peticiones pequeñas y concretas son las más fáciles de acordar.',
  },
  'flexible-structure': {
    title: 'Cree una estructura flexible',
    text: 'Unos puntos fijos, como las comidas y el sueño, con tareas que cambian entre ellos, pueden dar al día estructura y variedad a la vez. Planificar con un calendario es una habilidad central en la terapia cognitivo-conductual para personas adultas con TDAH.',
  },
  'sensory-pattern': {
    title: 'Conozca su patrón sensorial',
    text: 'Durante una semana, anote los momentos de sobrecarga y los momentos de calma: dónde estaba y qué podía oír, ver y sentir. La investigación describe tres formas de responder: reaccionar con fuerza a las sensaciones, reaccionar poco o tarde, y buscarlas. Saber cuáles encajan con usted es una buena base para las ideas que siguen.',
  },
  'shape-your-surroundings': {
    title: 'Adapte su entorno',
    text: 'Si reacciona con fuerza a las sensaciones, cambie en casa lo que pueda: luces más cálidas o más tenues, tejidos suaves, productos sin perfume y un rincón tranquilo donde retirarse. Los pequeños cambios suman a lo largo del día.',
  },
  'sensory-kit': {
    title: 'Lleve un pequeño kit sensorial',
    text: 'Unas gafas de sol, una gorra, tapones para los oídos o auriculares, un olor conocido o algo para mantener las manos ocupadas quizá le ayuden a llevar mejor los lugares concurridos. A muchas personas un kit así les da tranquilidad; fíjese en lo que le funciona a usted.',
  },
  'body-signals': {
    title: 'Escuche las señales de su cuerpo',
    text: 'La interocepción es la percepción de las señales que vienen del interior del cuerpo, como el hambre y la sed. Si solo las nota cuando ya son urgentes, pruebe con recordatorios suaves para comer y beber, y con una breve pausa para observar su cuerpo a unas horas fijas cada día.',
  },
  'sensations-you-enjoy': {
    title: 'Haga sitio a las sensaciones que disfruta',
    text: 'Si busca sensaciones intensas, dese formas seguras de disfrutarlas: un paseo a buen ritmo, una manta pesada, comida crujiente o de sabor intenso, o la música que le encanta.',
  },
  'choose-where-you-sit': {
    title: 'Elija dónde sentarse',
    text: 'Si le molestan el ruido o la luz, pida un puesto alejado de puertas, impresoras y ventanas muy luminosas, o permiso para usar auriculares. A los demás les resulta más fácil aceptar las peticiones pequeñas y concretas.',
  },
  'recovery-in-the-day': {
    title: 'Incluya momentos de recuperación en el día',
    text: 'Si los lugares concurridos le desgastan, planifique ratos más tranquilos: viaje fuera de las horas punta cuando pueda, y tómese unos minutos de calma en un sitio tranquilo después de una reunión o una clase intensas.',
  },
  'concrete-sensory-words': {
    title: 'Describa sus sensaciones con palabras concretas',
    text: '«La música está tan alta que no puedo seguir lo que me dices» es más fácil de resolver para los demás que «No me gusta estar aquí». Las palabras claras y concretas ayudan a que otras personas puedan ayudarle.',
  },
  'plans-that-suit-everyone': {
    title: 'Haga planes que convengan a todo el mundo',
    text: 'Proponga horas o lugares más tranquilos para verse, y acuerde de antemano que puede salir un momento o irse antes. Tener un plan a menudo hace más fácil quedarse y disfrutar.',
  },
  'technology-for-handwriting': {
    title: 'Deje que la tecnología escriba por usted',
    text: 'Tome notas con el teclado, tenga plantillas para los formularios que rellena a menudo y use el dictado cuando escribir con el teclado le resulte lento. Usar un ordenador en lugar de escribir a mano es una de las sugerencias para personas adultas con dispraxia.',
  },
  'movement-practice': {
    title: 'Practique los movimientos nuevos poco y a menudo',
    text: 'Aprender a conducir, un deporte nuevo o una coreografía puede exigirle más práctica que a otras personas, como les ocurre a muchas personas adultas con dispraxia. Las recomendaciones internacionales sobre el trastorno del desarrollo de la coordinación (TDC) dan preferencia a practicar la propia actividad; las sesiones cortas y frecuentes con alguien que enseñe con paciencia son una forma de hacerlo.',
  },
  'easier-home-tasks': {
    title: 'Facilite las tareas de casa',
    text: 'Herramientas como un picador de verduras, alfombrillas antideslizantes y utensilios de cocina fáciles de agarrar, y la ropa sin cierres complicados, pueden ahorrar tiempo y frustración. La terapia ocupacional puede ayudar con tareas cotidianas como preparar la comida.',
  },
  'enjoyable-movement': {
    title: 'Muévase de formas que disfrute',
    text: 'El ejercicio regular, como nadar, caminar o hacer yoga, es una de las cosas que se sugieren a las personas adultas con dispraxia. Elija actividades que disfrute y en las que pueda ir a su propio ritmo.',
  },
  'diary-and-routines': {
    title: 'Use una sola agenda y unas pocas rutinas',
    text: 'Tenga una sola agenda o aplicación para sus planes, y listas sencillas de comprobación para lo que repite, como preparar una bolsa. Usar una agenda es una de las sugerencias para personas adultas con dispraxia.',
  },
  'what-done-looks-like': {
    title: 'Pida ver cómo es un trabajo «terminado»',
    text: 'Un ejemplo de trabajo terminado e instrucciones escritas paso a paso dejan claras las expectativas. Las personas adultas con dispraxia cuentan que les cuesta organizar el trabajo y anotar información con rapidez, así que tener los pasos por escrito le evita tener que adivinar.',
  },
  'buddy-for-new-places': {
    title: 'Busque compañía para lugares y herramientas nuevos',
    text: 'Alguien del trabajo o de clase que le enseñe con calma una ruta nueva, una máquina o una rutina puede hacer más fáciles las primeras semanas. Aprender nuevas habilidades más despacio es una de las dificultades en el trabajo que describen las personas adultas con dispraxia.',
  },
  'occupational-therapy': {
    title: 'Pregunte por la terapia ocupacional',
    text: 'La terapia ocupacional puede ayudarle con las tareas cotidianas que le resultan difíciles y proponerle otras formas de hacerlas. Su médico puede derivarle o decirle cómo acceder a ella donde vive.',
  },
  'share-what-is-hard': {
    title: 'Cuente qué le cuesta, y por qué',
    text: 'Explicar que derramar cosas o perderse se debe a cómo coordina sus movimientos, y no a un descuido, puede ayudar a los demás a responder con amabilidad. Movement Matters publica un folleto informativo que puede compartir con su empresa.',
  },
  'activities-that-suit-you': {
    title: 'Proponga actividades que le vayan bien',
    text: 'Si los deportes de equipo o el baile le resultan estresantes, proponga planes compartidos que le gusten, como pasear, jugar a algún juego o cocinar, en los que lo importante sea la compañía. Las recomendaciones internacionales sobre el trastorno del desarrollo de la coordinación (TDC) sitúan la participación en las actividades cotidianas en el centro del apoyo.',
  },
  'devices-read-aloud': {
    title: 'Deje que sus dispositivos le lean',
    text: 'La lectura en voz alta (de texto a voz), integrada en la mayoría de los teléfonos y ordenadores, puede leerle correos electrónicos, páginas web y documentos largos. Escuchar mientras sigue el texto es una de las estrategias tecnológicas que Jisc describe para el alumnado con dislexia.',
  },
  dictation: {
    title: 'Hable en lugar de escribir',
    text: 'El reconocimiento de voz le permite dictar mensajes y primeros borradores. Puede pulir el texto después, cuando sus ideas ya estén sobre el papel.',
  },
  'text-easier-on-the-eye': {
    title: 'Haga el texto más agradable a la vista',
    text: 'Elija una fuente clara sin serifa de 12 a 14 puntos, con texto oscuro sobre un fondo crema o pastel en lugar de blanco. La guía de estilo de la British Dyslexia Association recomienda estas opciones.',
  },
  'spoken-information-in-writing': {
    title: 'Pida también por escrito lo que se dice de palabra',
    text: 'Pida por escrito los puntos clave de las reuniones o las clases, repita las instrucciones en voz alta para comprobarlas o grabe una nota de voz justo después.',
  },
  'visual-writing-plans': {
    title: 'Planifique sus textos de forma visual',
    text: 'Los mapas mentales, las listas de puntos o las notas de voz pueden ayudarle a ordenar sus ideas antes de escribir frases completas.',
  },
  'ask-about-adjustments': {
    title: 'Pregunte por los ajustes',
    text: 'El software de apoyo y una grabadora digital son ejemplos de ajustes en el trabajo. En el Reino Unido, las empresas deben hacer ajustes razonables en virtud de la Equality Act; las normas cambian de un país a otro, así que pregunte a su empresa, a su centro de estudios o a la asociación de dislexia de su país qué se aplica en su caso.',
  },
  'spelling-tools': {
    title: 'Deje que las herramientas revisen su ortografía',
    text: 'Los correctores ortográficos y gramaticales hacen bien este trabajo. Antes de enviar un texto importante, puede pedir a alguien de confianza, del trabajo o de su círculo cercano, que lo lea.',
  },
  'tell-people-what-works': {
    title: 'Cuente a los demás lo que le funciona',
    text: 'Quizá prefiera una llamada o un mensaje de voz a un mensaje de texto largo, o prefiera no leer en voz alta en grupo. Decirlo pronto le ahorrará momentos incómodos más adelante.',
  },
  'connect-with-other-readers': {
    title: 'Conecte con otras personas que leen de otra manera',
    text: 'La European Dyslexia Association tiene organizaciones miembro en 24 países. La asociación de su país es un lugar para conocer a otras personas adultas y compartir consejos.',
  },
};
