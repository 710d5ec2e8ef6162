import type { ItemSetTranslation } from './item-translation.ts';

/** The items in French: forward translation, blind back-translation and reconciliation (docs/translations/fr.md). */
export const ITEMS_IN_FRENCH: ItemSetTranslation = {
  language: 'fr',
  itemSetVersion: 2,
  reconciledOn: '2026-11-28',
  answerLabels: [
    {
      english: 'Strongly Disagree',
      translation: "Pas du tout d'accord",
      backTranslation: 'Strongly disagree',
      reconciliation: 'Same meaning.',
    },
    {
      english: 'Disagree',
      translation: "Pas d'accord",
      backTranslation: 'Disagree',
      reconciliation: 'Same meaning.',
    },
    {
      english: 'Neutral',
      translation: 'Neutre',
      backTranslation: 'Neutral',
      reconciliation: 'Same meaning.',
    },
    {
      english: 'Agree',
      translation: "D'accord",
      backTranslation: 'Agree',
      reconciliation: 'Same meaning.',
    },
    {
      english: 'Strongly Agree',
      translation: "Tout à fait d'accord",
      backTranslation: 'Strongly agree',
      reconciliation: 'Same meaning.',
    },
  ],
  items: [
    {
      id: 'audhd-1',
      english: 'During a film, my mind often drifts away from the story.',
      translation: "Pendant un film, mon esprit s'éloigne souvent de l'histoire.",
      backTranslation: 'During a film, my mind often drifts away from the story.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-2',
      english: 'Once I am upset, it takes me a long time to calm down.',
      translation: 'Quand quelque chose me contrarie, il me faut longtemps pour retrouver mon calme.',
      backTranslation: 'When something upsets me, it takes me a long time to calm down again.',
      reconciliation:
        'Kept: "Once I am upset" rendered as "quand quelque chose me contrarie" (when something upsets me), which avoids a gendered adjective. The back-translation shows the same meaning and intensity.',
    },
    {
      id: 'audhd-3',
      english: 'When I meet someone new, I quickly get a sense of what they are like.',
      translation:
        "Quand je rencontre quelqu'un pour la première fois, je sens rapidement quel genre de personne c'est.",
      backTranslation:
        'When I meet someone for the first time, I quickly sense what kind of person they are.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-4',
      english: 'I usually know exactly where I left my keys.',
      translation: "En général, je sais exactement où j'ai laissé mes clés.",
      backTranslation: 'In general, I know exactly where I left my keys.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-5',
      english: 'Before I go somewhere new, I study photos and maps of it in detail.',
      translation:
        "Avant d'aller dans un lieu que je ne connais pas, j'en étudie en détail les photos et les plans.",
      backTranslation: "Before going to a place I don't know, I study photos and maps of it in detail.",
      reconciliation:
        'Kept: "maps" rendered as "plans", the usual word for a map of a town or building. The back-translator noted it can mean street maps or floor plans; both are maps of a new place, so the meaning is unchanged.',
    },
    {
      id: 'audhd-6',
      english: 'People close to me comment on how much I fidget.',
      translation: 'Mes proches me font remarquer à quel point je gigote.',
      backTranslation: 'The people close to me point out how much I fidget.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-7',
      english: 'A single line in a different font stands out to me at once.',
      translation:
        'Si une seule ligne est écrite dans une police de caractères différente, je le remarque tout de suite.',
      backTranslation: 'If just one line is written in a different font, I notice it immediately.',
      reconciliation:
        'Kept: the sentence was made an if-clause to avoid the idiom "sauter aux yeux". The back-translation keeps the single line, the different font and "at once" (tout de suite).',
    },
    {
      id: 'audhd-8',
      english: 'I often start new projects before finishing the ones I already have.',
      translation:
        "Je commence souvent de nouveaux projets avant d'avoir terminé ceux que j'ai déjà en cours.",
      backTranslation: 'I often start new projects before I have finished the ones I already have under way.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-9',
      english: 'Friends treat me as an expert on something I have learned about in my own time.',
      translation:
        "Mes amis me considèrent comme une référence dans un domaine que j'ai étudié sur mon temps libre.",
      backTranslation:
        'My friends consider me a go-to authority on a subject I have studied in my free time.',
      reconciliation:
        'Kept: "expert" rendered as "une référence" (a go-to person), which is the same for any gender. The back-translation ("go-to authority") keeps the idea of friends treating me as an expert.',
    },
    {
      id: 'audhd-10',
      english: 'While I work, I often find my thoughts have moved to another topic.',
      translation:
        "Pendant que je travaille, je m'aperçois souvent que mes pensées sont passées à un autre sujet.",
      backTranslation:
        "While I'm working, I often realise that my thoughts have moved on to another subject.",
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-11',
      english: 'I keep quiet about my real interests so that I fit in.',
      translation: "Je garde pour moi mes véritables centres d'intérêt, afin de m'intégrer.",
      backTranslation: 'I keep my real interests to myself in order to fit in.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-12',
      english: 'I think before I speak, even when I am excited.',
      translation: 'Je réfléchis avant de parler, même quand je suis enthousiaste.',
      backTranslation: "I think before I speak, even when I'm excited.",
      reconciliation:
        'Kept: "excited" rendered as "enthousiaste", because "excité" can have a sexual sense in French and needs a gendered ending. The back-translator confirmed it reads as excited or enthusiastic.',
    },
    {
      id: 'audhd-13',
      english: 'Small talk is a skill I had to learn on purpose.',
      translation: "Bavarder de tout et de rien est une compétence que j'ai dû apprendre délibérément.",
      backTranslation: 'Making small talk is a skill I have had to learn deliberately.',
      reconciliation:
        'Kept: "small talk" rendered as "bavarder de tout et de rien" (chatting about this and that), since French has no single word and the weather idiom was avoided. The back-translation reads "making small talk".',
    },
    {
      id: 'audhd-14',
      english: 'I arrive late to appointments more often than most people I know.',
      translation:
        "J'arrive en retard à mes rendez-vous plus souvent que la plupart des gens que je connais.",
      backTranslation: 'I arrive late for my appointments more often than most people I know.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-15',
      english: 'In busy, noisy places, I can reach a point where everything becomes too much.',
      translation:
        'Dans les endroits bruyants où il y a beaucoup de monde, je peux arriver à un point où tout me submerge.',
      backTranslation:
        'In noisy places with a lot of people, I can reach a point where everything overwhelms me.',
      reconciliation:
        'Kept: "everything becomes too much" rendered as "tout me submerge" (everything overwhelms me), since the literal phrase is not French and "submergé(e)" is gendered. "Can" stays a possibility (je peux), as in the English.',
    },
    {
      id: 'audhd-16',
      english: 'When a familiar place changes, like a shop moving its shelves, I get used to it quickly.',
      translation:
        "Quand un lieu familier change, par exemple un magasin qui déplace ses rayons, je m'y habitue rapidement.",
      backTranslation:
        'When a familiar place changes, for example a shop moving its aisles around, I get used to it quickly.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-17',
      english: 'I deal with letters and bills soon after they arrive.',
      translation: "Je m'occupe de mon courrier et de mes factures peu de temps après leur arrivée.",
      backTranslation: 'I deal with my mail and my bills shortly after they arrive.',
      reconciliation:
        'Kept: "letters" rendered as "courrier" (post), the natural collective word. The back-translator noted it normally means paper mail, as the English does, and "soon after" is kept.',
    },
    {
      id: 'audhd-18',
      english: 'Bright daylight feels comfortable to my eyes.',
      translation: 'La lumière vive du jour est agréable pour mes yeux.',
      backTranslation: 'Bright daylight is pleasant for my eyes.',
      reconciliation:
        'Kept: "comfortable" rendered as "agréable" (pleasant), because "confortable" sounds odd for light in French. "Agréable" is the everyday opposite of "désagréable" for a sensation, so the reverse keying and strength stay close to the English.',
    },
    {
      id: 'audhd-19',
      english: 'At a busy party, the noise fades away once I am talking to someone.',
      translation:
        "Dans une soirée où il y a beaucoup de monde, le bruit autour de moi s'estompe dès que je parle avec quelqu'un.",
      backTranslation:
        "At a party with a lot of people, the noise around me fades into the background as soon as I'm talking with someone.",
      reconciliation:
        'Kept: "autour de moi" (around me) was added so that it is clearly the noise the reader hears. The back-translation keeps the busy party and "once" (dès que).',
    },
    {
      id: 'audhd-20',
      english: 'My thoughts often jump quickly from one idea to the next.',
      translation: "Souvent, mes pensées sautent rapidement d'une idée à l'autre.",
      backTranslation: 'Often my thoughts jump quickly from one idea to another.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-21',
      english: 'Socialising takes me much more effort than people around me would guess.',
      translation:
        "Passer du temps avec d'autres personnes me demande beaucoup plus d'efforts que mon entourage ne l'imagine.",
      backTranslation:
        'Spending time with other people takes much more effort for me than the people around me imagine.',
      reconciliation:
        'Kept: "socialising" rendered as "passer du temps avec d\'autres personnes", because French "socialiser" means something else. The "ne" in "ne l\'imagine" is the comparative "ne", not a negation, as the back-translation confirms.',
    },
    {
      id: 'audhd-22',
      english: 'When I am absorbed in a task, people have to say my name several times.',
      translation: "Quand une tâche m'absorbe, les gens doivent répéter mon prénom plusieurs fois.",
      backTranslation: "When I'm absorbed in a task, people have to say my name several times.",
      reconciliation:
        'Kept: "name" rendered as "prénom" (first name), which is what people call out in French, and "une tâche m\'absorbe" avoids a gendered ending. The back-translation reads the same as the English.',
    },
    {
      id: 'audhd-23',
      english: 'Working out the tone of a short text message is hard for me.',
      translation: "J'ai du mal à saisir le ton d'un SMS court.",
      backTranslation: 'I find it hard to pick up the tone of a short text message.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-24',
      english: 'I often make big decisions on impulse.',
      translation: 'Je prends souvent des décisions importantes de manière impulsive.',
      backTranslation: 'I often make important decisions impulsively.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-25',
      english: 'When I am upset, learning about a subject that fascinates me calms me down.',
      translation:
        'Quand quelque chose me contrarie, en apprendre davantage sur un sujet qui me passionne me calme.',
      backTranslation:
        "When something upsets me, learning more about a subject I'm passionate about calms me down.",
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-26',
      english: 'However often I tidy up, my space soon gets messy again.',
      translation: "J'ai beau ranger, le désordre revient vite autour de moi.",
      backTranslation: 'However often I tidy up, the mess around me quickly comes back.',
      reconciliation:
        'The back-translator noted that "J\'ai beau ranger souvent" makes two claims (I tidy often, and the mess comes back), while the English "however often" does not say that I tidy often. Removed "souvent": "J\'ai beau ranger" alone already means "however often or much I tidy", and "soon" stays as "vite". The new wording, back-translated again by someone who never saw the English: "No matter how much I tidy up, the mess quickly comes back around me."',
    },
    {
      id: 'audhd-27',
      english: 'I am drawn to subjects with clear rules, like maths or timetables.',
      translation:
        "Les sujets qui suivent des règles claires, comme les mathématiques ou les horaires de train, m'attirent.",
      backTranslation:
        'I am drawn to subjects that follow clear rules, such as mathematics or train timetables.',
      reconciliation:
        'Kept: "timetables" rendered as "horaires de train" (train timetables), since a bare "emploi du temps" would suggest a personal schedule. The phrasing "... m\'attirent" avoids a gendered ending.',
    },
    {
      id: 'audhd-28',
      english: 'Even a simple task, like replying to a message, can take me days to start.',
      translation:
        "Même pour une tâche simple, comme répondre à un message, il peut me falloir des jours avant de m'y mettre.",
      backTranslation:
        'Even for a simple task, like replying to a message, it can take me days to get started on it.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-29',
      english: 'When someone shares bad news, I know what to say.',
      translation: "Quand quelqu'un me fait part d'une mauvaise nouvelle, je sais quoi dire.",
      backTranslation: 'When someone tells me some bad news, I know what to say.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-30',
      english: 'I can keep my attention on a long article from start to finish.',
      translation: "J'arrive à maintenir mon attention sur un long article du début à la fin.",
      backTranslation: 'I can keep my attention on a long article from beginning to end.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'asd-1',
      english: 'If people in a room have just argued, I sense it as soon as I walk in.',
      translation: "Si des personnes viennent de se disputer dans une pièce, je le sens dès que j'y entre.",
      backTranslation: 'If people have just had an argument in a room, I sense it as soon as I walk in.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'asd-2',
      english: 'A quiet, steady noise, like a fan, can make it hard for me to think.',
      translation: "Un bruit faible et continu, comme celui d'un ventilateur, peut me gêner pour réfléchir.",
      backTranslation: 'A faint, continuous noise, such as a fan, can get in the way of my thinking.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'asd-3',
      english: 'Asking people about their day comes naturally to me.',
      translation: "Demander aux gens comment s'est passée leur journée me vient naturellement.",
      backTranslation: 'Asking people how their day went comes naturally to me.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'asd-4',
      english: 'When I look at a menu, I notice a spelling mistake before I notice the food.',
      translation:
        "Quand je regarde la carte d'un restaurant, je remarque une faute d'orthographe avant de remarquer les plats.",
      backTranslation:
        'When I look at a restaurant menu, I notice a spelling mistake before I notice the dishes.',
      reconciliation:
        'Kept: "menu" rendered as "la carte d\'un restaurant" (restaurant menu), since French "menu" alone usually means a set meal.',
    },
    {
      id: 'asd-5',
      english: 'It is hard for me to tell whether someone is being friendly or just polite.',
      translation: "J'ai du mal à savoir si une personne est amicale ou simplement polie.",
      backTranslation: 'I find it hard to tell whether a person is being friendly or just polite.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'asd-6',
      english: 'I feel tense until I know exactly how my day will go.',
      translation:
        "Je ressens de la tension jusqu'à ce que je sache exactement comment ma journée va se dérouler.",
      backTranslation: 'I feel tense until I know exactly how my day is going to go.',
      reconciliation:
        'Kept: "I feel tense" rendered as "je ressens de la tension" (I feel tension) to avoid the gendered "tendu(e)". The back-translation reads "I feel tense".',
    },
    {
      id: 'asd-7',
      english: 'My interests are much more intense than those of the people around me.',
      translation:
        "Je m'investis dans mes centres d'intérêt de façon beaucoup plus intense que les gens de mon entourage.",
      backTranslation: 'I put myself into my interests much more intensely than the people around me do.',
      reconciliation:
        'Kept: rephrased as "I put myself into my interests much more intensely than the people around me" because "intense interests" is unnatural in French. The comparison and "much more" are kept, so it still measures how intense the interests are.',
    },
    {
      id: 'asd-8',
      english: 'If someone near an open window says it is cold, I know they would like it closed.',
      translation:
        "Si une personne près d'une fenêtre ouverte dit qu'il fait froid, je comprends qu'elle aimerait que l'on ferme la fenêtre.",
      backTranslation:
        "If a person near an open window says it's cold, I understand that they would like someone to close the window.",
      reconciliation: 'Same meaning.',
    },
    {
      id: 'asd-9',
      english: 'Clothing labels against my skin bother me a lot.',
      translation: 'Les étiquettes de vêtements contre ma peau me gênent beaucoup.',
      backTranslation: 'Clothing labels against my skin bother me a lot.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'asd-10',
      english: 'Joining a conversation that has already started feels easy to me.',
      translation: 'Me joindre à une conversation déjà commencée me paraît facile.',
      backTranslation: 'Joining a conversation that has already started seems easy to me.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'asd-11',
      english: 'When a friend suggests a different café on the way there, I am happy to switch.',
      translation:
        "Quand des amis proposent d'aller dans un autre café alors que nous sommes en chemin, j'accepte volontiers de changer.",
      backTranslation: "When friends suggest a different café while we're on our way, I'm happy to change.",
      reconciliation:
        'The back-translator flagged that "proposent un autre café" could also be read as "offer another coffee". Changed it to "proposent d\'aller dans un autre café" so that it clearly means a different café; the plural "des amis" for "a friend" was kept for gender neutrality. The new wording, back-translated again by someone who never saw the English: "When friends suggest going to a different café while we are on our way, I gladly agree to change."',
    },
    {
      id: 'asd-12',
      english: 'Hosts have had to tell me plainly that it was time for me to leave.',
      translation:
        "Des personnes qui me recevaient chez elles ont déjà dû me dire clairement qu'il était temps pour moi de partir.",
      backTranslation:
        'People who were having me over at their home have, at some point, had to tell me plainly that it was time for me to leave.',
      reconciliation:
        'Kept: "hosts" rendered as "des personnes qui me recevaient chez elles" (people who had me in their home), because "hôte" can mean host or guest. "Ont déjà dû" keeps the English sense that this has happened.',
    },
    {
      id: 'asd-13',
      english: 'Around other people, I keep my body still on purpose, so that I look like everyone else.',
      translation:
        "En présence d'autres personnes, je garde délibérément mon corps immobile, pour ressembler à tout le monde.",
      backTranslation:
        "When I'm around other people, I deliberately keep my body still, so as to look like everyone else.",
      reconciliation: 'Same meaning.',
    },
    {
      id: 'asd-14',
      english: 'When I tell someone about a trip, I keep to the main points.',
      translation: "Quand je raconte un voyage à quelqu'un, je m'en tiens à l'essentiel.",
      backTranslation: 'When I tell someone about a trip, I stick to the essentials.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'asd-15',
      english: 'When someone shows me a new way to do a familiar job, I try it gladly.',
      translation:
        "Quand quelqu'un me montre une nouvelle façon de faire une tâche que je connais bien, je l'essaie volontiers.",
      backTranslation: "When someone shows me a new way to do a task I know well, I'm happy to try it.",
      reconciliation: 'Same meaning.',
    },
    {
      id: 'asd-16',
      english: 'It is hard for me to tell when someone is being sarcastic.',
      translation: "J'ai du mal à reconnaître quand une personne est sarcastique.",
      backTranslation: 'I find it hard to recognise when a person is being sarcastic.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'asd-17',
      english: 'I feel comfortable in busy, noisy places like a shopping centre.',
      translation:
        "Je me sens à l'aise dans les endroits bruyants où il y a beaucoup de monde, comme un centre commercial.",
      backTranslation: 'I feel comfortable in noisy places with a lot of people, such as a shopping centre.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'asd-18',
      english: 'When I have free time, I nearly always spend it on the same one or two interests.',
      translation:
        "Quand j'ai du temps libre, je le consacre à un ou deux centres d'intérêt, presque toujours les mêmes.",
      backTranslation:
        'When I have free time, I spend it on one or two interests, almost always the same ones.',
      reconciliation:
        'Kept: the sentence was restructured ("to one or two interests, nearly always the same ones") because the English word order does not work in French. "Nearly always" is kept.',
    },
    {
      id: 'asd-19',
      english: "I look at a spot near people's eyes so that I seem to make eye contact.",
      translation:
        "Je regarde un point près des yeux des gens pour donner l'impression de les regarder dans les yeux.",
      backTranslation:
        "I look at a point near people's eyes to give the impression that I'm looking them in the eye.",
      reconciliation: 'Same meaning.',
    },
    {
      id: 'asd-20',
      english: 'Fitting in with a group leaves me drained.',
      translation: "M'adapter pour m'intégrer dans un groupe me vide de mon énergie.",
      backTranslation: 'Fitting in with a group drains my energy.',
      reconciliation:
        'The back-translator flagged that "m\'intégrer dans un groupe" can mean joining a group as well as fitting in. "M\'intégrer" became "M\'adapter pour m\'intégrer" (adapting myself to fit in), so the item is about the effort of fitting in, as in the English masking item. The new wording, back-translated again by someone who never saw the English: "Adapting myself to fit into a group drains me of my energy."',
    },
    {
      id: 'adhd-1',
      english: 'When I read something important, my mind often wanders off partway through.',
      translation: "Quand je lis quelque chose d'important, mon esprit s'égare souvent en cours de lecture.",
      backTranslation: 'When I read something important, my mind often wanders partway through.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'adhd-2',
      english: 'While I listen to someone, my hands are often busy, for example clicking a pen.',
      translation:
        "Quand j'écoute quelqu'un, mes mains sont souvent occupées, par exemple à faire cliquer un stylo.",
      backTranslation: "When I'm listening to someone, my hands are often busy, for example clicking a pen.",
      reconciliation: 'Same meaning.',
    },
    {
      id: 'adhd-3',
      english: 'Once I start a job at home, like sorting a drawer, I finish it.',
      translation: "Une fois que j'ai commencé une tâche à la maison, comme ranger un tiroir, je la termine.",
      backTranslation: "Once I've started a task at home, such as tidying a drawer, I finish it.",
      reconciliation: 'Same meaning.',
    },
    {
      id: 'adhd-4',
      english: 'I often forget things I said I would do, like posting a letter.',
      translation: "J'oublie souvent de faire ce que j'avais dit que je ferais, comme poster une lettre.",
      backTranslation: 'I often forget to do things I said I would do, like posting a letter.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'adhd-5',
      english: 'I often send a message quickly and then wish I had waited.',
      translation: "J'envoie souvent un message rapidement, puis je me dis que j'aurais dû attendre.",
      backTranslation: 'I often send a message quickly and then think I should have waited.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'adhd-6',
      english: 'Planning my week ahead comes easily to me.',
      translation: "Planifier ma semaine à l'avance est facile pour moi.",
      backTranslation: 'Planning my week in advance is easy for me.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'adhd-7',
      english: 'Sitting idle quickly makes me feel uneasy.',
      translation: "Rester sans rien faire me met rapidement mal à l'aise.",
      backTranslation: 'Staying idle quickly makes me uncomfortable.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'adhd-8',
      english: 'I often start big tasks only when the deadline is very close.',
      translation: 'Je commence souvent les grosses tâches seulement quand la date limite est très proche.',
      backTranslation: 'I often start big tasks only when the deadline is very close.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'adhd-9',
      english: 'On holiday, I soon start looking for something to keep me busy.',
      translation: "En vacances, je me mets vite à chercher de quoi m'occuper.",
      backTranslation: 'On holiday, I quickly start looking for something to keep me busy.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'adhd-10',
      english: 'Waiting a few days before I buy something I want is easy for me.',
      translation:
        "Attendre quelques jours avant d'acheter quelque chose qui me fait envie est facile pour moi.",
      backTranslation: 'Waiting a few days before buying something I want is easy for me.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'spd-1',
      english: 'Sudden loud noises, like a door slamming, startle me more than most people.',
      translation:
        'Les bruits forts et soudains, comme une porte qui claque, me font sursauter plus que la plupart des gens.',
      backTranslation: 'Sudden loud noises, such as a door slamming, make me jump more than most people.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'spd-2',
      english: 'I feel at ease under bright lights, like those in a supermarket.',
      translation: "Je me sens à l'aise sous un éclairage vif, comme celui d'un supermarché.",
      backTranslation: 'I feel comfortable under bright lighting, such as in a supermarket.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'spd-3',
      english: 'A light, unexpected touch, like someone brushing past me, feels unpleasant.',
      translation:
        "Un contact léger et inattendu, comme quelqu'un qui me frôle en passant, m'est désagréable.",
      backTranslation:
        'A light, unexpected touch, such as someone brushing against me as they pass, is unpleasant to me.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'spd-4',
      english: 'Strong smells, like perfume on a bus, are easy for me to ignore.',
      translation: 'Les odeurs fortes, comme un parfum dans le bus, sont faciles à ignorer pour moi.',
      backTranslation: 'Strong smells, such as perfume on the bus, are easy for me to ignore.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'spd-5',
      english: 'When many things happen at once, like at a party, I soon feel overloaded.',
      translation:
        "Quand beaucoup de choses se passent en même temps, comme lors d'une soirée, je ressens vite une impression de surcharge.",
      backTranslation:
        'When a lot is happening at once, such as at a party, I quickly get a sense of overload.',
      reconciliation:
        'Kept: "I feel overloaded" rendered as "je ressens une impression de surcharge" (a sense of overload) to avoid a gendered ending. "Soon" is kept as "vite".',
    },
    {
      id: 'spd-6',
      english: 'After I leave a loud, crowded place, I feel settled again within a few minutes.',
      translation:
        'Après avoir quitté un endroit bruyant et bondé, je retrouve mon calme en quelques minutes.',
      backTranslation: 'After leaving a noisy, crowded place, I calm down again within a few minutes.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'spd-7',
      english: 'I go looking for strong sensations, like fast rides or very loud music.',
      translation:
        'Je recherche des sensations intenses, comme les manèges rapides ou la musique très forte.',
      backTranslation: 'I seek out intense sensations, such as fast rides or very loud music.',
      reconciliation:
        'The back-translator noted that "sensations fortes" is also the French set phrase for thrills, which moves the item toward thrill-seeking and away from sensory seeking. "Les sensations fortes" became "des sensations intenses", which is plain and keeps the strength of "strong". The new wording, back-translated again by someone who never saw the English: "I seek out intense sensations, such as fast rides or very loud music."',
    },
    {
      id: 'spd-8',
      english: 'I often notice I am hungry only when it has become urgent.',
      translation: "Souvent, je me rends compte que j'ai faim seulement quand c'est devenu urgent.",
      backTranslation: "Often I only realise I'm hungry when it has become urgent.",
      reconciliation: 'Same meaning.',
    },
    {
      id: 'spd-9',
      english: "I can still smell something, like last night's cooking, after others say the smell has gone.",
      translation:
        "Je sens encore une odeur, comme celle du repas préparé la veille, alors que les autres disent qu'elle a disparu.",
      backTranslation:
        'I can still smell an odour, such as the meal cooked the day before, when others say it has gone.',
      reconciliation:
        'Kept: "last night\'s cooking" rendered as "le repas préparé la veille" (the meal cooked the day before), because "la cuisine" also means the kitchen.',
    },
    {
      id: 'dys-1',
      english: 'Writing neatly by hand takes me a lot of effort.',
      translation: "Écrire proprement à la main me demande beaucoup d'efforts.",
      backTranslation: 'Writing neatly by hand takes me a lot of effort.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'dys-2',
      english: 'I knock things over by accident more often than most people.',
      translation: 'Je renverse des objets par accident plus souvent que la plupart des gens.',
      backTranslation: 'I knock things over by accident more often than most people.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'dys-3',
      english: 'I keep my balance easily, for example when I stand on a moving bus.',
      translation: "Je garde facilement l'équilibre, par exemple quand je suis debout dans un bus qui roule.",
      backTranslation: "I keep my balance easily, for example when I'm standing on a moving bus.",
      reconciliation: 'Same meaning.',
    },
    {
      id: 'dys-4',
      english: 'I pick up new physical skills, like a dance step, quickly.',
      translation: "J'apprends rapidement de nouveaux mouvements, comme un pas de danse.",
      backTranslation: 'I learn new movements quickly, such as a dance step.',
      reconciliation:
        'Kept: "new physical skills" rendered as "nouveaux mouvements" (new movements) to avoid technical wording. It fits the dance-step example, and "quickly" is kept.',
    },
    {
      id: 'dys-5',
      english: 'Fiddly tasks, like doing up small buttons, are quick and easy for me.',
      translation:
        'Les tâches minutieuses, comme fermer de petits boutons, sont rapides et faciles pour moi.',
      backTranslation: 'Fiddly tasks, such as doing up small buttons, are quick and easy for me.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'dys-6',
      english: 'Judging distances, like the space I need when I park, is hard for me.',
      translation:
        "J'ai du mal à évaluer les distances, par exemple l'espace dont j'ai besoin pour me garer.",
      backTranslation: 'I find it hard to judge distances, for example how much space I need to park.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'dys-7',
      english: 'Packing a suitcase so that everything fits takes me several tries.',
      translation: 'Faire une valise pour que tout rentre dedans me demande plusieurs essais.',
      backTranslation: 'Packing a suitcase so that everything fits takes me several tries.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'dys-8',
      english: 'As a child, I found ball games harder than other children did.',
      translation:
        "Quand j'étais enfant, les jeux de ballon étaient plus difficiles pour moi que pour les autres enfants.",
      backTranslation: 'When I was a child, ball games were harder for me than for other children.',
      reconciliation:
        'Kept: the comparison was restructured ("ball games were harder for me than for other children") to avoid an ambiguous literal comparison in French. The meaning is unchanged.',
    },
    {
      id: 'dyslexia-1',
      english: 'Reading in my first language usually feels easy for me.',
      translation: 'En général, lire dans ma langue maternelle me paraît facile.',
      backTranslation: 'In general, reading in my native language seems easy to me.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'dyslexia-2',
      english: 'Half an hour of reading in my first language leaves me tired.',
      translation: 'Une demi-heure de lecture dans ma langue maternelle me fatigue.',
      backTranslation: 'Half an hour of reading in my native language tires me out.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'dyslexia-3',
      english: 'When I read aloud in my first language, I often misread words.',
      translation:
        "Quand je lis à voix haute dans ma langue maternelle, il m'arrive souvent de mal lire des mots.",
      backTranslation: 'When I read aloud in my native language, I often get certain words wrong.',
      reconciliation:
        'The back-translator noted that "je me trompe sur certains mots" does not say whether I misread or mispronounce, and "certains mots" suggests particular words. Changed to "il m\'arrive souvent de mal lire des mots" (I often misread words), which keeps "often" and names misreading. The new wording, back-translated again by someone who never saw the English: "When I read aloud in my native language, I often misread words."',
    },
    {
      id: 'dyslexia-4',
      english: 'Spelling common words is easy for me.',
      translation: 'Bien orthographier les mots courants est facile pour moi.',
      backTranslation: 'Spelling common words correctly is easy for me.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'dyslexia-5',
      english: 'I pick simpler words when I write, so that I can be sure of the spelling.',
      translation:
        "Quand j'écris, je choisis des mots plus simples pour avoir la certitude de bien les orthographier.",
      backTranslation: 'When I write, I choose simpler words to be certain I spell them correctly.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'dyslexia-6',
      english: 'Learning to say a new long word in my first language takes me many tries.',
      translation:
        'Apprendre à prononcer un nouveau mot long dans ma langue maternelle me demande de nombreux essais.',
      backTranslation: 'Learning to pronounce a new long word in my native language takes me many attempts.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'dyslexia-7',
      english: 'Putting names in alphabetical order is quick and easy for me.',
      translation: 'Classer des noms par ordre alphabétique est rapide et facile pour moi.',
      backTranslation: 'Putting names in alphabetical order is quick and easy for me.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'dyslexia-8',
      english: 'I need several tries to copy a long number, like an account number, in the right order.',
      translation:
        "J'ai besoin de plusieurs essais pour recopier dans le bon ordre un long numéro, comme un numéro de compte bancaire.",
      backTranslation:
        'I need several attempts to copy out a long number in the right order, such as a bank account number.',
      reconciliation:
        'Kept: "account number" rendered as "numéro de compte bancaire" (bank account number) for clarity. "In the right order" and "several tries" are kept.',
    },
    {
      id: 'dyslexia-9',
      english: 'When someone tells me a booking code, I forget it before I can write it down.',
      translation:
        "Quand quelqu'un me donne oralement un code de réservation, je l'oublie avant d'avoir pu le noter.",
      backTranslation:
        "When someone tells me a booking code out loud, I forget it before I've been able to write it down.",
      reconciliation:
        'Kept: "oralement" (out loud) was added to make clear that the code is spoken, as the verbal-memory item intends. The back-translator\'s remark that there is no frequency word matches the English, which has none either.',
    },
    {
      id: 'dyslexia-10',
      english: 'As a child, I took longer than my classmates to learn to read in my first language.',
      translation:
        "Quand j'étais enfant, j'ai mis plus de temps que mes camarades de classe à apprendre à lire dans ma langue maternelle.",
      backTranslation:
        'When I was a child, it took me longer than my classmates to learn to read in my native language.',
      reconciliation: 'Same meaning.',
    },
  ],
};
