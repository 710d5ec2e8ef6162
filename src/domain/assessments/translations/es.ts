import type { ItemSetTranslation } from './item-translation.ts';

/** The items in Spanish: forward translation, blind back-translation and reconciliation (docs/translations/es.md). */
export const ITEMS_IN_SPANISH: ItemSetTranslation = {
  language: 'es',
  itemSetVersion: 2,
  reconciledOn: '2026-11-28',
  answerLabels: [
    {
      english: 'Strongly Disagree',
      translation: 'Totalmente en desacuerdo',
      backTranslation: 'Completely disagree',
      reconciliation: 'Same meaning.',
    },
    {
      english: 'Disagree',
      translation: 'En desacuerdo',
      backTranslation: 'Disagree',
      reconciliation: 'Same meaning.',
    },
    {
      english: 'Neutral',
      translation: 'Ni de acuerdo ni en desacuerdo',
      backTranslation: 'Neither agree nor disagree',
      reconciliation:
        'Kept: "Ni de acuerdo ni en desacuerdo" for "Neutral", the standard Spanish midpoint label and the brief\'s own definition of Neutral; it may wrap to two lines on a narrow phone button.',
    },
    {
      english: 'Agree',
      translation: 'De acuerdo',
      backTranslation: 'Agree',
      reconciliation: 'Same meaning.',
    },
    {
      english: 'Strongly Agree',
      translation: 'Totalmente de acuerdo',
      backTranslation: 'Completely agree',
      reconciliation: 'Same meaning.',
    },
  ],
  items: [
    {
      id: 'audhd-1',
      english: 'During a film, my mind often drifts away from the story.',
      translation: 'Durante una película, a menudo mi mente se aleja de la historia.',
      backTranslation: 'During a film, my mind often drifts away from the story.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-2',
      english: 'Once I am upset, it takes me a long time to calm down.',
      translation: 'Cuando algo me altera, tardo mucho en calmarme.',
      backTranslation: 'When something upsets me, it takes me a long time to calm down.',
      reconciliation:
        'Kept: "algo me altera" for "upset", chosen to avoid a gendered adjective; the back-translator flagged that it does not name the emotion, but English "upset" is just as broad, so nothing is lost.',
    },
    {
      id: 'audhd-3',
      english: 'When I meet someone new, I quickly get a sense of what they are like.',
      translation: 'Cuando conozco a alguien, enseguida me hago una idea de cómo es.',
      backTranslation: 'When I meet someone, I quickly get an idea of what they are like.',
      reconciliation:
        'Kept: the back-translation dropped "new", but "conocer a alguien" itself means meeting someone for the first time, so the Spanish already carries it.',
    },
    {
      id: 'audhd-4',
      english: 'I usually know exactly where I left my keys.',
      translation: 'Normalmente sé exactamente dónde he dejado las llaves.',
      backTranslation: 'I usually know exactly where I have left my keys.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-5',
      english: 'Before I go somewhere new, I study photos and maps of it in detail.',
      translation: 'Antes de ir a un lugar nuevo, estudio con detalle fotos y mapas de ese lugar.',
      backTranslation: 'Before going to a new place, I study photos and maps of that place in detail.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-6',
      english: 'People close to me comment on how much I fidget.',
      translation: 'Las personas cercanas a mí comentan lo mucho que muevo las manos o los pies.',
      backTranslation: 'People close to me comment on how much I move my hands or feet.',
      reconciliation:
        'Kept: "fidget" made concrete as moving hands or feet, since Spanish has no gender-neutral everyday verb for it; the flagged reading of "personas cercanas a mí" as people physically nearby exists equally in English "people close to me" and does not change what is measured.',
    },
    {
      id: 'audhd-7',
      english: 'A single line in a different font stands out to me at once.',
      translation: 'Si hay una sola línea con un tipo de letra distinto, la noto enseguida.',
      backTranslation: 'If there is a single line in a different font, I notice it right away.',
      reconciliation:
        'Kept: the restructuring with the reader as subject ("la noto enseguida") is natural and keeps "at once"; the back-translator noted that the place of the line is not stated, but the English does not state it either.',
    },
    {
      id: 'audhd-8',
      english: 'I often start new projects before finishing the ones I already have.',
      translation: 'A menudo empiezo proyectos nuevos antes de terminar los que ya tengo.',
      backTranslation: 'I often start new projects before finishing the ones I already have.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-9',
      english: 'Friends treat me as an expert on something I have learned about in my own time.',
      translation:
        'Mis amistades me tratan como a una persona experta en un tema que he aprendido en mi tiempo libre.',
      backTranslation: 'My friends treat me as an expert on a subject I have learned in my free time.',
      reconciliation:
        'Kept: "mis amistades" and "una persona experta" keep the item gender-neutral, and the back-translation shows the meaning unchanged.',
    },
    {
      id: 'audhd-10',
      english: 'While I work, I often find my thoughts have moved to another topic.',
      translation: 'Mientras trabajo, a menudo me doy cuenta de que mis pensamientos han pasado a otro tema.',
      backTranslation: 'While I am working, I often realize that my thoughts have moved on to another topic.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-11',
      english: 'I keep quiet about my real interests so that I fit in.',
      translation: 'Evito hablar de mis verdaderos intereses para encajar.',
      backTranslation: 'I avoid talking about my real interests in order to fit in.',
      reconciliation:
        'Kept: "evito hablar de" (I avoid talking about) for "keep quiet about", an affirmative verb that is not stronger than the English, as "oculto" (I hide) would be.',
    },
    {
      id: 'audhd-12',
      english: 'I think before I speak, even when I am excited.',
      translation: 'Pienso antes de hablar, incluso cuando algo me entusiasma.',
      backTranslation: 'I think before I speak, even when I am excited about something.',
      reconciliation:
        'Kept: "algo me entusiasma" for "I am excited" avoids a gendered adjective, and the back-translation "excited about something" keeps the meaning.',
    },
    {
      id: 'audhd-13',
      english: 'Small talk is a skill I had to learn on purpose.',
      translation:
        'Charlar de cosas sin importancia es una habilidad que tuve que aprender de forma consciente.',
      backTranslation: 'Chatting about unimportant things is a skill I had to learn consciously.',
      reconciliation:
        'Kept: "charlar de cosas sin importancia" describes "small talk", which has no everyday single word in Spanish; the back-translator read it as small talk, and "de forma consciente" carries "on purpose".',
    },
    {
      id: 'audhd-14',
      english: 'I arrive late to appointments more often than most people I know.',
      translation: 'Llego tarde a las citas más a menudo que la mayoría de la gente que conozco.',
      backTranslation: 'I arrive late for appointments more often than most people I know.',
      reconciliation:
        'Kept: the back-translator noted "citas" can also mean dates, but in "llegar tarde a las citas" the everyday reading is appointments, and the item measures lateness either way.',
    },
    {
      id: 'audhd-15',
      english: 'In busy, noisy places, I can reach a point where everything becomes too much.',
      translation: 'En lugares ruidosos y con mucha gente, puedo llegar a un punto en el que todo me supera.',
      backTranslation:
        'In crowded, very noisy places, I can reach a point where everything becomes too much for me.',
      reconciliation:
        'Back-translation read "very noisy" for "noisy": "mucho ruido" (a lot of noise) can read as stronger than the English; "con mucha gente y mucho ruido" replaced by "ruidosos y con mucha gente", as in asd-17. The new wording, back-translated again by someone who never saw the English: "In noisy places with lots of people, I can get to a point where everything is too much for me."',
    },
    {
      id: 'audhd-16',
      english: 'When a familiar place changes, like a shop moving its shelves, I get used to it quickly.',
      translation:
        'Cuando cambia un lugar que conozco bien, por ejemplo, cuando una tienda reorganiza sus estanterías, me acostumbro con rapidez.',
      backTranslation:
        'When a place I know well changes, for example, when a shop rearranges its shelves, I get used to it right away.',
      reconciliation:
        'Back-translation read "right away" for "quickly": "enseguida" can mean immediately, a stronger claim on this reverse-keyed item; replaced by "con rapidez", as for the similar process of learning in dys-4. The new wording, back-translated again by someone who never saw the English: "When a place I know well changes, for example, when a shop rearranges its shelves, I get used to it quickly."',
    },
    {
      id: 'audhd-17',
      english: 'I deal with letters and bills soon after they arrive.',
      translation: 'Me ocupo de las cartas y las facturas poco después de recibirlas.',
      backTranslation: 'I deal with letters and bills soon after receiving them.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-18',
      english: 'Bright daylight feels comfortable to my eyes.',
      translation: 'La luz intensa del día me resulta cómoda para los ojos.',
      backTranslation: 'Bright daylight feels comfortable for my eyes.',
      reconciliation:
        'Kept: the back-translator noted "la luz intensa del día" could read as strong light during the day, which amounts to bright daylight; "me resulta cómoda" keeps the positive wording without a gendered adjective.',
    },
    {
      id: 'audhd-19',
      english: 'At a busy party, the noise fades away once I am talking to someone.',
      translation:
        'En una fiesta con mucha gente, el ruido se desvanece en cuanto me pongo a hablar con alguien.',
      backTranslation: 'At a crowded party, the noise fades away as soon as I start talking to someone.',
      reconciliation:
        'Kept: the back-translator noted that the noise itself "fades away", with the change in perception only implied, but the English is worded the same way.',
    },
    {
      id: 'audhd-20',
      english: 'My thoughts often jump quickly from one idea to the next.',
      translation: 'A menudo mis pensamientos saltan rápidamente de una idea a otra.',
      backTranslation: 'My thoughts often jump quickly from one idea to another.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-21',
      english: 'Socialising takes me much more effort than people around me would guess.',
      translation: 'Socializar me cuesta mucho más esfuerzo de lo que imaginaría la gente de mi entorno.',
      backTranslation: 'Socializing takes me much more effort than the people around me would imagine.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-22',
      english: 'When I am absorbed in a task, people have to say my name several times.',
      translation: 'Cuando una tarea me absorbe, la gente tiene que decir mi nombre varias veces.',
      backTranslation: 'When a task absorbs me, people have to say my name several times.',
      reconciliation:
        'Kept: "una tarea me absorbe" avoids a gendered adjective; the back-translator noted that the reason for saying my name is implied, not stated, exactly as in the English.',
    },
    {
      id: 'audhd-23',
      english: 'Working out the tone of a short text message is hard for me.',
      translation: 'Me cuesta interpretar el tono de un mensaje de texto corto.',
      backTranslation: 'I find it hard to interpret the tone of a short text message.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-24',
      english: 'I often make big decisions on impulse.',
      translation: 'A menudo tomo decisiones importantes por impulso.',
      backTranslation: 'I often make important decisions on impulse.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-25',
      english: 'When I am upset, learning about a subject that fascinates me calms me down.',
      translation: 'Cuando algo me altera, aprender sobre un tema que me fascina me calma.',
      backTranslation: 'When something upsets me, learning about a topic that fascinates me calms me down.',
      reconciliation:
        'Kept: "algo me altera" for "upset", consistent with audhd-2; the back-translation shows the meaning unchanged.',
    },
    {
      id: 'audhd-26',
      english: 'However often I tidy up, my space soon gets messy again.',
      translation: 'Por más veces que ordene, mi espacio enseguida vuelve a estar desordenado.',
      backTranslation: 'No matter how much I tidy up, my space soon gets messy again.',
      reconciliation:
        'Back-translation read "no matter how much" for "however often": the frequency was lost in "por mucho que"; replaced by "por más veces que" (however many times). The new wording, back-translated again by someone who never saw the English: "No matter how many times I tidy up, my space soon becomes messy again."',
    },
    {
      id: 'audhd-27',
      english: 'I am drawn to subjects with clear rules, like maths or timetables.',
      translation: 'Me atraen los temas con reglas claras, como las matemáticas o los horarios.',
      backTranslation: 'I am drawn to subjects with clear rules, such as mathematics or timetables.',
      reconciliation:
        'Kept: "horarios" for "timetables"; the back-translator noted it can also mean schedules, which still fits subjects with clear rules.',
    },
    {
      id: 'audhd-28',
      english: 'Even a simple task, like replying to a message, can take me days to start.',
      translation: 'Puedo tardar días en empezar incluso una tarea sencilla, como contestar un mensaje.',
      backTranslation: 'It can take me days to start even a simple task, such as replying to a message.',
      reconciliation:
        'Kept: the changed word order ("puedo tardar días en empezar...") is natural in Spanish, and the back-translation shows meaning and example unchanged.',
    },
    {
      id: 'audhd-29',
      english: 'When someone shares bad news, I know what to say.',
      translation: 'Cuando alguien me cuenta una mala noticia, sé qué decir.',
      backTranslation: 'When someone tells me some bad news, I know what to say.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-30',
      english: 'I can keep my attention on a long article from start to finish.',
      translation: 'Puedo mantener la atención en un artículo largo de principio a fin.',
      backTranslation: 'I can keep my attention on a long article from beginning to end.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'asd-1',
      english: 'If people in a room have just argued, I sense it as soon as I walk in.',
      translation: 'Si las personas que están en una sala acaban de discutir, lo noto en cuanto entro.',
      backTranslation: 'If the people in a room have just had an argument, I notice it as soon as I walk in.',
      reconciliation:
        'Kept: the back-translator noted "discutir" can also mean to discuss, but after "acaban de" and with something one senses on walking in, the everyday reading is to argue.',
    },
    {
      id: 'asd-2',
      english: 'A quiet, steady noise, like a fan, can make it hard for me to think.',
      translation: 'Un ruido suave y constante, como el de un ventilador, puede hacer que me cueste pensar.',
      backTranslation: 'A soft, constant noise, such as that of a fan, can make it hard for me to think.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'asd-3',
      english: 'Asking people about their day comes naturally to me.',
      translation: 'Preguntar a la gente cómo le ha ido el día me sale de forma natural.',
      backTranslation: 'Asking people how their day has gone comes naturally to me.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'asd-4',
      english: 'When I look at a menu, I notice a spelling mistake before I notice the food.',
      translation:
        'Cuando miro la carta de un restaurante, veo una falta de ortografía antes de fijarme en los platos.',
      backTranslation:
        'When I look at a restaurant menu, I see a spelling mistake before I notice the dishes.',
      reconciliation:
        'Kept: "menu" rendered as "la carta de un restaurante", since Spanish "menú" alone usually means the set meal of the day; the presupposed spelling mistake is in the English too.',
    },
    {
      id: 'asd-5',
      english: 'It is hard for me to tell whether someone is being friendly or just polite.',
      translation: 'Me cuesta distinguir si una persona es simpática conmigo o solo está siendo educada.',
      backTranslation:
        'I find it hard to tell whether a person is being friendly to me or just being polite.',
      reconciliation:
        'Kept: "una persona" lets the adjectives agree without a masculine default, and "simpática conmigo" keeps friendly distinct from polite.',
    },
    {
      id: 'asd-6',
      english: 'I feel tense until I know exactly how my day will go.',
      translation: 'Siento tensión hasta que sé exactamente cómo va a ser mi día.',
      backTranslation: 'I feel tense until I know exactly what my day is going to be like.',
      reconciliation:
        'Kept: "siento tensión" (I feel tension) for "I feel tense" avoids a gendered adjective with the same meaning.',
    },
    {
      id: 'asd-7',
      english: 'My interests are much more intense than those of the people around me.',
      translation: 'Mis intereses son mucho más intensos que los de la gente de mi entorno.',
      backTranslation: 'My interests are much more intense than those of the people around me.',
      reconciliation:
        'Kept: the back-translator noted "intensos" could describe the topics rather than the strength of interest, but English "intense" has the same range.',
    },
    {
      id: 'asd-8',
      english: 'If someone near an open window says it is cold, I know they would like it closed.',
      translation:
        'Si alguien junto a una ventana abierta dice que hace frío, sé que le gustaría que se cerrara.',
      backTranslation:
        'If someone next to an open window says it is cold, I know they would like it to be closed.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'asd-9',
      english: 'Clothing labels against my skin bother me a lot.',
      translation: 'Las etiquetas de la ropa en contacto con la piel me molestan mucho.',
      backTranslation: 'Clothing labels touching my skin bother me a lot.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'asd-10',
      english: 'Joining a conversation that has already started feels easy to me.',
      translation: 'Unirme a una conversación que ya ha empezado me resulta fácil.',
      backTranslation: 'Joining a conversation that has already started is easy for me.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'asd-11',
      english: 'When a friend suggests a different café on the way there, I am happy to switch.',
      translation:
        'Si, de camino a una cafetería, la persona que me acompaña propone ir a otra, acepto el cambio con gusto.',
      backTranslation:
        'If, on the way to a café, the person I am with suggests going to a different one, I gladly accept the change.',
      reconciliation:
        'Kept: "a friend" rendered as "la persona que me acompaña" (the person I am with) to stay gender-neutral without a doublet; the café, the change of plan and the willingness to switch are kept.',
    },
    {
      id: 'asd-12',
      english: 'Hosts have had to tell me plainly that it was time for me to leave.',
      translation:
        'Hay gente que me ha invitado a su casa y ha tenido que decirme directamente que era hora de irme.',
      backTranslation:
        'Some people who have invited me to their home have had to tell me directly that it was time for me to leave.',
      reconciliation:
        'Kept: "hosts" rendered as people who have invited me to their home, since "anfitriones" is masculine and formal; the back-translation shows the meaning unchanged.',
    },
    {
      id: 'asd-13',
      english: 'Around other people, I keep my body still on purpose, so that I look like everyone else.',
      translation:
        'Cuando estoy con otras personas, mantengo el cuerpo quieto de forma consciente, para que parezca que soy como los demás.',
      backTranslation:
        'When I am with other people, I consciously keep my body still so that I seem to be like everyone else.',
      reconciliation:
        'Kept: "de forma consciente" for "on purpose", as in audhd-13, and "para que parezca que soy como los demás", which avoids the gendered "uno más / una más".',
    },
    {
      id: 'asd-14',
      english: 'When I tell someone about a trip, I keep to the main points.',
      translation: 'Cuando le cuento a alguien un viaje, me centro en lo principal.',
      backTranslation: 'When I tell someone about a trip, I focus on the main points.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'asd-15',
      english: 'When someone shows me a new way to do a familiar job, I try it gladly.',
      translation:
        'Cuando alguien me enseña una forma nueva de hacer una tarea que ya conozco, la pruebo con gusto.',
      backTranslation:
        'When someone shows me a new way of doing a task I already know, I am happy to try it.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'asd-16',
      english: 'It is hard for me to tell when someone is being sarcastic.',
      translation: 'Me cuesta darme cuenta de cuándo alguien habla con sarcasmo.',
      backTranslation: 'I find it hard to notice when someone is speaking sarcastically.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'asd-17',
      english: 'I feel comfortable in busy, noisy places like a shopping centre.',
      translation: 'Me siento a gusto en lugares ruidosos y con mucha gente, como un centro comercial.',
      backTranslation: 'I feel comfortable in crowded, very noisy places, such as a shopping centre.',
      reconciliation:
        'Back-translation read "very noisy" for "noisy": "mucho ruido" can read as stronger than the English, which matters on this reverse-keyed item; replaced by "ruidosos y con mucha gente", as in audhd-15. The new wording, back-translated again by someone who never saw the English: "I feel at ease in noisy places with lots of people, such as a shopping centre."',
    },
    {
      id: 'asd-18',
      english: 'When I have free time, I nearly always spend it on the same one or two interests.',
      translation:
        'Cuando tengo tiempo libre, casi siempre lo dedico a uno o dos intereses, siempre los mismos.',
      backTranslation:
        'When I have free time, I almost always spend it on one or two interests, always the same ones.',
      reconciliation:
        'Kept: "uno o dos intereses, siempre los mismos" is the natural Spanish for "the same one or two interests", and "casi siempre" keeps "nearly always".',
    },
    {
      id: 'asd-19',
      english: "I look at a spot near people's eyes so that I seem to make eye contact.",
      translation:
        'Miro a un punto cerca de los ojos de las personas para que parezca que mantengo el contacto visual.',
      backTranslation: "I look at a point near people's eyes so that it seems I am making eye contact.",
      reconciliation: 'Same meaning.',
    },
    {
      id: 'asd-20',
      english: 'Fitting in with a group leaves me drained.',
      translation: 'Encajar en un grupo me agota.',
      backTranslation: 'Fitting in with a group exhausts me.',
      reconciliation:
        'Kept: "me agota" for "leaves me drained" avoids a gendered adjective; the flagged double reading (trying to fit in or being in a group) is the same in the English.',
    },
    {
      id: 'adhd-1',
      english: 'When I read something important, my mind often wanders off partway through.',
      translation: 'Cuando leo algo importante, a menudo mi mente empieza a divagar a mitad de la lectura.',
      backTranslation: 'When I read something important, my mind often starts to wander halfway through.',
      reconciliation:
        'Kept: the back-translation read "halfway through" for "partway through", but "a mitad de la lectura" is the everyday Spanish for in the middle of reading, not an exact half.',
    },
    {
      id: 'adhd-2',
      english: 'While I listen to someone, my hands are often busy, for example clicking a pen.',
      translation:
        'Mientras escucho a alguien, a menudo tengo las manos ocupadas, por ejemplo, haciendo clic con un bolígrafo.',
      backTranslation:
        'While I am listening to someone, I often keep my hands busy, for example, clicking a pen.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'adhd-3',
      english: 'Once I start a job at home, like sorting a drawer, I finish it.',
      translation: 'Cuando empiezo una tarea en casa, como ordenar un cajón, la termino.',
      backTranslation: 'When I start a task at home, such as tidying a drawer, I finish it.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'adhd-4',
      english: 'I often forget things I said I would do, like posting a letter.',
      translation: 'A menudo se me olvidan cosas que había dicho que haría, como enviar una carta.',
      backTranslation: 'I often forget things I had said I would do, such as sending a letter.',
      reconciliation:
        'Kept: "posting a letter" rendered as "enviar una carta" (sending a letter), understood in all Spanish-speaking countries.',
    },
    {
      id: 'adhd-5',
      english: 'I often send a message quickly and then wish I had waited.',
      translation: 'A menudo envío un mensaje rápidamente y después pienso que tendría que haber esperado.',
      backTranslation: 'I often send a message quickly and afterwards think I should have waited.',
      reconciliation:
        'Kept: "wish I had waited" rendered as "pienso que tendría que haber esperado", the natural Spanish way to express this regret.',
    },
    {
      id: 'adhd-6',
      english: 'Planning my week ahead comes easily to me.',
      translation: 'Planificar mi semana con antelación me resulta fácil.',
      backTranslation: 'Planning my week in advance is easy for me.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'adhd-7',
      english: 'Sitting idle quickly makes me feel uneasy.',
      translation: 'Estar sin hacer nada me inquieta enseguida.',
      backTranslation: 'Having nothing to do quickly makes me restless.',
      reconciliation:
        'Kept: the back-translator noted "me inquieta" can mean restless or uneasy; both fit "uneasy" in this restlessness item, the verb avoids a gendered adjective, and "enseguida" keeps "quickly".',
    },
    {
      id: 'adhd-8',
      english: 'I often start big tasks only when the deadline is very close.',
      translation: 'A menudo empiezo las tareas grandes solo cuando la fecha límite está muy cerca.',
      backTranslation: 'I often start big tasks only when the deadline is very close.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'adhd-9',
      english: 'On holiday, I soon start looking for something to keep me busy.',
      translation: 'En vacaciones, enseguida empiezo a buscar algo en lo que ocuparme.',
      backTranslation: 'On holiday, I soon start looking for something to keep myself busy.',
      reconciliation:
        'Kept: "algo en lo que ocuparme" avoids the gendered "ocupado/a", and "enseguida" keeps "soon".',
    },
    {
      id: 'adhd-10',
      english: 'Waiting a few days before I buy something I want is easy for me.',
      translation: 'Esperar unos días antes de comprar algo que quiero me resulta fácil.',
      backTranslation: 'Waiting a few days before buying something I want is easy for me.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'spd-1',
      english: 'Sudden loud noises, like a door slamming, startle me more than most people.',
      translation:
        'Los ruidos fuertes y repentinos, como un portazo, me sobresaltan más que a la mayoría de la gente.',
      backTranslation: 'Loud, sudden noises, like a door slamming, startle me more than they do most people.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'spd-2',
      english: 'I feel at ease under bright lights, like those in a supermarket.',
      translation: 'Me siento a gusto con luces intensas, como las de un supermercado.',
      backTranslation: 'I feel comfortable with bright lights, like those in a supermarket.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'spd-3',
      english: 'A light, unexpected touch, like someone brushing past me, feels unpleasant.',
      translation: 'Un roce leve e inesperado, como cuando alguien pasa rozándome, me resulta desagradable.',
      backTranslation:
        'A light, unexpected touch, such as when someone brushes past me, is unpleasant to me.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'spd-4',
      english: 'Strong smells, like perfume on a bus, are easy for me to ignore.',
      translation:
        'Los olores fuertes, como el perfume de otra persona en el autobús, me resultan fáciles de ignorar.',
      backTranslation:
        "Strong smells, such as another person's perfume on the bus, are easy for me to ignore.",
      reconciliation:
        'Kept: "perfume on a bus" made explicit as another person\'s perfume on the bus, which is what the English means.',
    },
    {
      id: 'spd-5',
      english: 'When many things happen at once, like at a party, I soon feel overloaded.',
      translation: 'Cuando pasan muchas cosas a la vez, como en una fiesta, enseguida me saturo.',
      backTranslation: 'When a lot is happening at once, as at a party, I quickly become overloaded.',
      reconciliation:
        'Kept: "me saturo" (I get overloaded) is an everyday reflexive verb that avoids the gendered "saturado/a", and "enseguida" keeps "soon".',
    },
    {
      id: 'spd-6',
      english: 'After I leave a loud, crowded place, I feel settled again within a few minutes.',
      translation:
        'Después de salir de un lugar ruidoso y lleno de gente, recupero la calma en pocos minutos.',
      backTranslation: 'After leaving a noisy, crowded place, I regain my calm within a few minutes.',
      reconciliation:
        'Kept: "recupero la calma" (I regain my calm) for "I feel settled again" avoids a gendered adjective.',
    },
    {
      id: 'spd-7',
      english: 'I go looking for strong sensations, like fast rides or very loud music.',
      translation: 'Busco sensaciones fuertes, como las montañas rusas o la música muy alta.',
      backTranslation: 'I seek out strong sensations, such as roller coasters or very loud music.',
      reconciliation:
        'Kept: "fast rides" adapted as "montañas rusas" (roller coasters), the typical fast ride, since "atracciones rápidas" is not natural Spanish.',
    },
    {
      id: 'spd-8',
      english: 'I often notice I am hungry only when it has become urgent.',
      translation: 'A menudo solo noto que tengo hambre cuando ya necesito comer con urgencia.',
      backTranslation: 'I often only notice that I am hungry when I already urgently need to eat.',
      reconciliation:
        'Kept: "when it has become urgent" made explicit as "cuando ya necesito comer con urgencia", and "a menudo" keeps "often".',
    },
    {
      id: 'spd-9',
      english: "I can still smell something, like last night's cooking, after others say the smell has gone.",
      translation:
        'Sigo notando un olor, como el de lo que se cocinó anoche, cuando otras personas dicen que ya se ha ido.',
      backTranslation:
        'I still notice a smell, such as that of what was cooked last night, when other people say it has already gone.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'dys-1',
      english: 'Writing neatly by hand takes me a lot of effort.',
      translation: 'Escribir a mano con buena letra me cuesta mucho esfuerzo.',
      backTranslation: 'Writing neatly by hand takes me a lot of effort.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'dys-2',
      english: 'I knock things over by accident more often than most people.',
      translation: 'Vuelco o tiro cosas sin querer más a menudo que la mayoría de la gente.',
      backTranslation: 'I knock over or drop things by accident more often than most people.',
      reconciliation:
        'Kept: "vuelco o tiro" covers "knock over", for which Spanish has no single verb; with "sin querer" it reads as knocking things over or off by accident, not throwing them.',
    },
    {
      id: 'dys-3',
      english: 'I keep my balance easily, for example when I stand on a moving bus.',
      translation:
        'Mantengo el equilibrio con facilidad, por ejemplo, cuando voy de pie en un autobús en marcha.',
      backTranslation: 'I keep my balance easily, for example, when I am standing on a moving bus.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'dys-4',
      english: 'I pick up new physical skills, like a dance step, quickly.',
      translation: 'Aprendo con rapidez nuevas habilidades físicas, como un paso de baile.',
      backTranslation: 'I learn new physical skills quickly, such as a dance step.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'dys-5',
      english: 'Fiddly tasks, like doing up small buttons, are quick and easy for me.',
      translation:
        'Las tareas que requieren precisión, como abrochar botones pequeños, me resultan rápidas y fáciles.',
      backTranslation:
        'Tasks that require precision, such as doing up small buttons, are quick and easy for me.',
      reconciliation:
        'Kept: "fiddly tasks" rendered as "tareas que requieren precisión", since Spanish has no everyday single word for "fiddly"; the button example is kept.',
    },
    {
      id: 'dys-6',
      english: 'Judging distances, like the space I need when I park, is hard for me.',
      translation: 'Me cuesta calcular distancias, como el espacio que necesito para aparcar.',
      backTranslation: 'I find it hard to judge distances, such as the space I need to park.',
      reconciliation:
        'Kept: "calcular distancias" is the everyday Spanish for judging distances, and "aparcar" is widely understood.',
    },
    {
      id: 'dys-7',
      english: 'Packing a suitcase so that everything fits takes me several tries.',
      translation: 'Hacer la maleta de forma que todo quepa me lleva varios intentos.',
      backTranslation: 'Packing a suitcase so that everything fits takes me several attempts.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'dys-8',
      english: 'As a child, I found ball games harder than other children did.',
      translation: 'En mi infancia, los juegos de pelota me costaban más que a otras personas de mi edad.',
      backTranslation: 'In my childhood, ball games were harder for me than for other people my age.',
      reconciliation:
        'Kept: "en mi infancia" and "otras personas de mi edad" keep the item gender-neutral with the meaning of "as a child" and "other children".',
    },
    {
      id: 'dyslexia-1',
      english: 'Reading in my first language usually feels easy for me.',
      translation: 'Leer en mi lengua materna normalmente me resulta fácil.',
      backTranslation: 'Reading in my native language is usually easy for me.',
      reconciliation:
        'Kept: "lengua materna" for "first language", the everyday Spanish term (also in dyslexia-2, -3, -6, -10), and "normalmente" keeps "usually".',
    },
    {
      id: 'dyslexia-2',
      english: 'Half an hour of reading in my first language leaves me tired.',
      translation: 'Media hora de lectura en mi lengua materna me cansa.',
      backTranslation: 'Half an hour of reading in my native language tires me.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'dyslexia-3',
      english: 'When I read aloud in my first language, I often misread words.',
      translation: 'Cuando leo en voz alta en mi lengua materna, a menudo me equivoco al leer palabras.',
      backTranslation: 'When I read aloud in my native language, I often misread words.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'dyslexia-4',
      english: 'Spelling common words is easy for me.',
      translation: 'Escribir con buena ortografía las palabras habituales me resulta fácil.',
      backTranslation: 'Spelling common words correctly is easy for me.',
      reconciliation:
        'Kept: "escribir con buena ortografía" carries "spelling", since Spanish has no everyday verb for "to spell" in this sense.',
    },
    {
      id: 'dyslexia-5',
      english: 'I pick simpler words when I write, so that I can be sure of the spelling.',
      translation:
        'Cuando escribo, elijo palabras más sencillas para asegurarme de que la ortografía es correcta.',
      backTranslation: 'When I write, I choose simpler words to make sure the spelling is correct.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'dyslexia-6',
      english: 'Learning to say a new long word in my first language takes me many tries.',
      translation:
        'Aprender a pronunciar una palabra larga y nueva en mi lengua materna me lleva muchos intentos.',
      backTranslation: 'Learning to pronounce a long, new word in my native language takes me many attempts.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'dyslexia-7',
      english: 'Putting names in alphabetical order is quick and easy for me.',
      translation: 'Ordenar nombres alfabéticamente me resulta rápido y fácil.',
      backTranslation: 'Putting names in alphabetical order is quick and easy for me.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'dyslexia-8',
      english: 'I need several tries to copy a long number, like an account number, in the right order.',
      translation:
        'Necesito varios intentos para copiar un número largo, como un número de cuenta, en el orden correcto.',
      backTranslation:
        'I need several attempts to copy a long number, such as an account number, in the correct order.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'dyslexia-9',
      english: 'When someone tells me a booking code, I forget it before I can write it down.',
      translation: 'Cuando alguien me dice un código de reserva, se me olvida antes de poder anotarlo.',
      backTranslation: 'When someone tells me a booking code, I forget it before I can write it down.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'dyslexia-10',
      english: 'As a child, I took longer than my classmates to learn to read in my first language.',
      translation:
        'En mi infancia, tardé más que el resto de mi clase en aprender a leer en mi lengua materna.',
      backTranslation:
        'In my childhood, I took longer than the rest of my class to learn to read in my native language.',
      reconciliation: 'Same meaning.',
    },
  ],
};
