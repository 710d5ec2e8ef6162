import type { ItemSetTranslation } from './item-translation.ts';

/** The items in German: forward translation, blind back-translation and reconciliation (docs/translations/de.md). */
export const ITEMS_IN_GERMAN: ItemSetTranslation = {
  language: 'de',
  itemSetVersion: 2,
  reconciledOn: '2026-11-28',
  answerLabels: [
    {
      english: 'Strongly Disagree',
      translation: 'Stimme gar nicht zu',
      backTranslation: 'Completely disagree',
      reconciliation: 'Same meaning.',
    },
    {
      english: 'Disagree',
      translation: 'Stimme nicht zu',
      backTranslation: 'Disagree',
      reconciliation: 'Same meaning.',
    },
    {
      english: 'Neutral',
      translation: 'Weder noch',
      backTranslation: 'Neither agree nor disagree',
      reconciliation:
        'Kept: "Neutral" rendered as "Weder noch", the usual German wording for the middle option; the back-translation "Neither agree nor disagree" shows the same midpoint.',
    },
    {
      english: 'Agree',
      translation: 'Stimme zu',
      backTranslation: 'Agree',
      reconciliation: 'Same meaning.',
    },
    {
      english: 'Strongly Agree',
      translation: 'Stimme voll zu',
      backTranslation: 'Completely agree',
      reconciliation: 'Same meaning.',
    },
  ],
  items: [
    {
      id: 'audhd-1',
      english: 'During a film, my mind often drifts away from the story.',
      translation: 'Während eines Films schweifen meine Gedanken oft von der Handlung ab.',
      backTranslation: 'During a film, my thoughts often drift away from the plot.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-2',
      english: 'Once I am upset, it takes me a long time to calm down.',
      translation: 'Wenn ich einmal aufgewühlt bin, brauche ich lange, um mich wieder zu beruhigen.',
      backTranslation: 'Once I am upset, it takes me a long time to calm down again.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-3',
      english: 'When I meet someone new, I quickly get a sense of what they are like.',
      translation:
        'Wenn ich jemanden neu kennenlerne, bekomme ich schnell ein Gefühl dafür, wie diese Person ist.',
      backTranslation: 'When I meet someone new, I quickly get a sense of what that person is like.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-4',
      english: 'I usually know exactly where I left my keys.',
      translation: 'Ich weiß meistens genau, wo ich meine Schlüssel hingelegt habe.',
      backTranslation: 'I usually know exactly where I have put my keys.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-5',
      english: 'Before I go somewhere new, I study photos and maps of it in detail.',
      translation: 'Bevor ich irgendwo zum ersten Mal hingehe, sehe ich mir Fotos und Karten davon genau an.',
      backTranslation: 'Before I go somewhere for the first time, I look closely at photos and maps of it.',
      reconciliation:
        'Kept: "study in detail" rendered as "genau ansehen" (look at closely) and "somewhere new" as "zum ersten Mal", the natural German phrasing; the back-translation shows the same careful, detailed preparation.',
    },
    {
      id: 'audhd-6',
      english: 'People close to me comment on how much I fidget.',
      translation: 'Menschen, die mir nahestehen, sprechen mich darauf an, wie viel ich herumzapple.',
      backTranslation: 'People close to me point out to me how much I fidget.',
      reconciliation:
        'Kept: "herumzappeln" is the everyday German verb for fidgeting, and the back-translation "fidget" matches; the longer alternative would be less plain.',
    },
    {
      id: 'audhd-7',
      english: 'A single line in a different font stands out to me at once.',
      translation: 'Eine einzelne Zeile in einer anderen Schriftart fällt mir sofort auf.',
      backTranslation: 'I notice a single line in a different font immediately.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-8',
      english: 'I often start new projects before finishing the ones I already have.',
      translation: 'Ich beginne oft neue Projekte, bevor ich die angefangenen abgeschlossen habe.',
      backTranslation: 'I often start new projects before I have finished the ones I have already started.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-9',
      english: 'Friends treat me as an expert on something I have learned about in my own time.',
      translation:
        'Im Freundeskreis gelte ich als Fachperson für ein Thema, mit dem ich mich in meiner Freizeit beschäftigt habe.',
      backTranslation:
        'Among my friends, I am considered an expert on a topic that I have been involved with in my free time.',
      reconciliation:
        'Kept: "Fachperson" (gender-neutral word for expert) and "Freundeskreis" for "friends", chosen to avoid a gendered self-description; the back-translation "considered an expert among my friends" keeps the meaning.',
    },
    {
      id: 'audhd-10',
      english: 'While I work, I often find my thoughts have moved to another topic.',
      translation: 'Beim Arbeiten merke ich oft, dass meine Gedanken zu einem anderen Thema gewandert sind.',
      backTranslation: 'While working, I often notice that my thoughts have wandered to another topic.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-11',
      english: 'I keep quiet about my real interests so that I fit in.',
      translation: 'Ich behalte meine echten Interessen für mich, damit ich dazugehöre.',
      backTranslation: 'I keep my real interests to myself so that I fit in.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-12',
      english: 'I think before I speak, even when I am excited.',
      translation: 'Ich denke nach, bevor ich etwas sage, auch wenn ich begeistert bin.',
      backTranslation: 'I think before I say something, even when I am worked up.',
      reconciliation:
        'Back-translation read "worked up" for "excited" and the back-translator flagged "aufgeregt" as ambiguous (it leans to nervous or agitated); "begeistert" replaced "aufgeregt" to keep the eager excitement of the English. The new wording, back-translated again by someone who never saw the English: "I think before I say something, even when I\'m enthusiastic."',
    },
    {
      id: 'audhd-13',
      english: 'Small talk is a skill I had to learn on purpose.',
      translation: 'Smalltalk ist eine Fähigkeit, die ich bewusst lernen musste.',
      backTranslation: 'Small talk is a skill that I had to learn consciously.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-14',
      english: 'I arrive late to appointments more often than most people I know.',
      translation: 'Ich komme öfter zu spät zu Terminen als die meisten Menschen, die ich kenne.',
      backTranslation: 'I am late for appointments more often than most people I know.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-15',
      english: 'In busy, noisy places, I can reach a point where everything becomes too much.',
      translation: 'An belebten, lauten Orten kann es so weit kommen, dass mir alles zu viel wird.',
      backTranslation:
        'In busy, noisy places, it can get to the point where everything becomes too much for me.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-16',
      english: 'When a familiar place changes, like a shop moving its shelves, I get used to it quickly.',
      translation:
        'Wenn sich ein vertrauter Ort verändert, zum Beispiel wenn ein Geschäft seine Regale umstellt, gewöhne ich mich schnell daran.',
      backTranslation:
        'When a familiar place changes, for example when a shop rearranges its shelves, I get used to it quickly.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-17',
      english: 'I deal with letters and bills soon after they arrive.',
      translation: 'Wenn Briefe und Rechnungen ankommen, kümmere ich mich bald darum.',
      backTranslation: 'When letters and bills arrive, I deal with them soon.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-18',
      english: 'Bright daylight feels comfortable to my eyes.',
      translation: 'Helles Tageslicht ist angenehm für meine Augen.',
      backTranslation: 'Bright daylight is pleasant for my eyes.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-19',
      english: 'At a busy party, the noise fades away once I am talking to someone.',
      translation:
        'Auf einer Party mit vielen Menschen tritt der Lärm in den Hintergrund, sobald ich mit jemandem spreche.',
      backTranslation:
        'At a party with lots of people, the noise fades into the background as soon as I am talking to someone.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-20',
      english: 'My thoughts often jump quickly from one idea to the next.',
      translation: 'Meine Gedanken springen oft schnell von einer Idee zur nächsten.',
      backTranslation: 'My thoughts often jump quickly from one idea to the next.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-21',
      english: 'Socialising takes me much more effort than people around me would guess.',
      translation:
        'Zeit mit anderen zu verbringen kostet mich viel mehr Mühe, als mein Umfeld vermuten würde.',
      backTranslation:
        'Spending time with others takes much more effort for me than the people around me would guess.',
      reconciliation:
        'Kept: "socialising" rendered as "Zeit mit anderen verbringen" (spending time with others), since German has no everyday single word for it; the back-translation shows the same meaning.',
    },
    {
      id: 'audhd-22',
      english: 'When I am absorbed in a task, people have to say my name several times.',
      translation: 'Wenn ich in eine Aufgabe vertieft bin, müssen andere meinen Namen mehrmals sagen.',
      backTranslation: 'When I am absorbed in a task, other people have to say my name several times.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-23',
      english: 'Working out the tone of a short text message is hard for me.',
      translation: 'Es fällt mir schwer, den Ton einer kurzen Textnachricht einzuschätzen.',
      backTranslation: 'I find it hard to judge the tone of a short text message.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-24',
      english: 'I often make big decisions on impulse.',
      translation: 'Ich treffe große Entscheidungen oft aus einem Impuls heraus.',
      backTranslation: 'I often make big decisions on impulse.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-25',
      english: 'When I am upset, learning about a subject that fascinates me calms me down.',
      translation:
        'Wenn ich aufgewühlt bin, beruhigt es mich, mehr über ein Thema zu lernen, das mich fasziniert.',
      backTranslation: 'When I am upset, learning more about a topic that fascinates me calms me down.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-26',
      english: 'However often I tidy up, my space soon gets messy again.',
      translation: 'Egal, wie oft ich aufräume, bei mir ist es bald wieder unordentlich.',
      backTranslation: 'No matter how often I tidy up, things at my place are soon messy again.',
      reconciliation:
        'Kept: The back-translator noted that "bei mir" can mean my home, room or things; the English "my space" is just as broad, so the translation was kept.',
    },
    {
      id: 'audhd-27',
      english: 'I am drawn to subjects with clear rules, like maths or timetables.',
      translation: 'Themen mit klaren Regeln, wie Mathematik oder Fahrpläne, ziehen mich an.',
      backTranslation: 'I am drawn to subjects with clear rules, such as mathematics or timetables.',
      reconciliation:
        'Kept: "timetables" rendered as "Fahrpläne" (transport timetables), which fits "clear rules"; the back-translation "timetables" matches the English.',
    },
    {
      id: 'audhd-28',
      english: 'Even a simple task, like replying to a message, can take me days to start.',
      translation:
        'Selbst bei einer einfachen Aufgabe, zum Beispiel einer Antwort auf eine Nachricht, kann es Tage dauern, bis ich damit anfange.',
      backTranslation:
        'Even with a simple task, for example replying to a message, it can take days before I get started on it.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-29',
      english: 'When someone shares bad news, I know what to say.',
      translation: 'Wenn mir jemand eine schlechte Nachricht mitteilt, weiß ich, was ich sagen soll.',
      backTranslation: 'When someone tells me bad news, I know what to say.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-30',
      english: 'I can keep my attention on a long article from start to finish.',
      translation: 'Ich kann einen langen Artikel von Anfang bis Ende aufmerksam lesen.',
      backTranslation: 'I can read a long article attentively from beginning to end.',
      reconciliation:
        'Kept: "keep my attention on" rendered as "aufmerksam lesen" (read attentively), the natural German phrasing; the back-translation keeps the ability wording, so reverse keying is unchanged.',
    },
    {
      id: 'asd-1',
      english: 'If people in a room have just argued, I sense it as soon as I walk in.',
      translation:
        'Wenn sich Menschen in einem Raum gerade gestritten haben, spüre ich das, sobald ich hereinkomme.',
      backTranslation: 'If people in a room have just been arguing, I sense it as soon as I walk in.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'asd-2',
      english: 'A quiet, steady noise, like a fan, can make it hard for me to think.',
      translation:
        'Ein leises, gleichmäßiges Geräusch, zum Beispiel von einem Ventilator, kann mir das Denken schwer machen.',
      backTranslation: 'A quiet, steady noise, for example from a fan, can make it hard for me to think.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'asd-3',
      english: 'Asking people about their day comes naturally to me.',
      translation: 'Ich frage andere ganz selbstverständlich, wie ihr Tag war.',
      backTranslation: 'I ask other people how their day was as a matter of course.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'asd-4',
      english: 'When I look at a menu, I notice a spelling mistake before I notice the food.',
      translation:
        'Wenn ich mir eine Speisekarte ansehe, fällt mir ein Rechtschreibfehler früher auf als die Gerichte.',
      backTranslation:
        'When I look at a menu, I am more likely to notice a spelling mistake than the dishes.',
      reconciliation:
        'The back-translator flagged "eher ... als" as meaning either "more likely than" or "sooner than", so the English "before" was not clear; "früher" replaced "eher" to keep the order in time. The new wording, back-translated again by someone who never saw the English: "When I look at a menu, I notice a spelling mistake sooner than the dishes."',
    },
    {
      id: 'asd-5',
      english: 'It is hard for me to tell whether someone is being friendly or just polite.',
      translation: 'Es fällt mir schwer zu erkennen, ob jemand freundlich oder nur höflich ist.',
      backTranslation: 'I find it hard to tell whether someone is being friendly or just polite.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'asd-6',
      english: 'I feel tense until I know exactly how my day will go.',
      translation: 'Ich bin angespannt, bis ich genau weiß, wie mein Tag ablaufen wird.',
      backTranslation: 'I am tense until I know exactly how my day is going to go.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'asd-7',
      english: 'My interests are much more intense than those of the people around me.',
      translation: 'Meine Interessen sind viel intensiver als die der Menschen in meinem Umfeld.',
      backTranslation: 'My interests are much more intense than those of the people around me.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'asd-8',
      english: 'If someone near an open window says it is cold, I know they would like it closed.',
      translation:
        'Wenn jemand neben einem offenen Fenster sagt, dass es kalt ist, weiß ich, dass die Person es gern geschlossen hätte.',
      backTranslation:
        'When someone next to an open window says that it is cold, I know that the person would like it closed.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'asd-9',
      english: 'Clothing labels against my skin bother me a lot.',
      translation: 'Wenn Etiketten in der Kleidung meine Haut berühren, stört mich das sehr.',
      backTranslation: 'When labels in clothing touch my skin, it bothers me a lot.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'asd-10',
      english: 'Joining a conversation that has already started feels easy to me.',
      translation: 'Es fällt mir leicht, in ein Gespräch einzusteigen, das schon begonnen hat.',
      backTranslation: 'I find it easy to join a conversation that has already started.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'asd-11',
      english: 'When a friend suggests a different café on the way there, I am happy to switch.',
      translation:
        'Wenn jemand aus meinem Freundeskreis auf dem Weg ins Café ein anderes vorschlägt, bin ich gern einverstanden.',
      backTranslation:
        'When one of my friends suggests a different café on the way to the café, I am happy to go along with it.',
      reconciliation:
        'Kept: "a friend" rendered as "jemand aus meinem Freundeskreis" (gender-neutral) and "switch" as "gern einverstanden" (gladly agree), since literal "wechseln" sounds odd for cafés; the back-translation keeps the meaning and keying.',
    },
    {
      id: 'asd-12',
      english: 'Hosts have had to tell me plainly that it was time for me to leave.',
      translation: 'Als Gast musste man mir schon deutlich sagen, dass es Zeit zum Gehen war.',
      backTranslation: 'As a guest, I have had to be told plainly that it was time to leave.',
      reconciliation:
        'Kept: the sentence was restructured with impersonal "man" and "als Gast" to avoid the gendered "Gastgeber"; the back-translation shows the same meaning, and neither version has a frequency word.',
    },
    {
      id: 'asd-13',
      english: 'Around other people, I keep my body still on purpose, so that I look like everyone else.',
      translation:
        'Wenn andere Menschen dabei sind, halte ich meinen Körper bewusst still, damit ich wie alle anderen wirke.',
      backTranslation:
        'When other people are around, I deliberately keep my body still so that I seem like everyone else.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'asd-14',
      english: 'When I tell someone about a trip, I keep to the main points.',
      translation: 'Wenn ich jemandem von einer Reise erzähle, beschränke ich mich auf das Wichtigste.',
      backTranslation: 'When I tell someone about a trip, I stick to the most important things.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'asd-15',
      english: 'When someone shows me a new way to do a familiar job, I try it gladly.',
      translation:
        'Wenn mir jemand zeigt, wie man eine gewohnte Aufgabe anders erledigen kann, probiere ich das gern aus.',
      backTranslation:
        'When someone shows me a different way of doing a familiar task, I am happy to try it out.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'asd-16',
      english: 'It is hard for me to tell when someone is being sarcastic.',
      translation: 'Es fällt mir schwer zu erkennen, wann jemand sarkastisch ist.',
      backTranslation: 'I find it hard to recognise when someone is being sarcastic.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'asd-17',
      english: 'I feel comfortable in busy, noisy places like a shopping centre.',
      translation: 'An belebten, lauten Orten wie einem Einkaufszentrum fühle ich mich wohl.',
      backTranslation: 'I feel comfortable in busy, noisy places such as a shopping centre.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'asd-18',
      english: 'When I have free time, I nearly always spend it on the same one or two interests.',
      translation: 'Wenn ich Freizeit habe, widme ich sie fast immer denselben ein oder zwei Interessen.',
      backTranslation: 'When I have free time, I almost always devote it to the same one or two interests.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'asd-19',
      english: "I look at a spot near people's eyes so that I seem to make eye contact.",
      translation:
        'Ich schaue auf eine Stelle in der Nähe der Augen meines Gegenübers, damit es so wirkt, als würde ich Blickkontakt halten.',
      backTranslation:
        "I look at a spot near the other person's eyes so that it seems as if I am making eye contact.",
      reconciliation: 'Same meaning.',
    },
    {
      id: 'asd-20',
      english: 'Fitting in with a group leaves me drained.',
      translation: 'Wenn ich mich einer Gruppe anpasse, fühle ich mich danach ausgelaugt.',
      backTranslation: 'When I adapt myself to a group, I feel drained afterwards.',
      reconciliation:
        'Kept: "fitting in with a group" rendered as "mich einer Gruppe anpassen" (adapting to a group), the effort of fitting in, distinct from "dazugehören" in audhd-11; the back-translation matches.',
    },
    {
      id: 'adhd-1',
      english: 'When I read something important, my mind often wanders off partway through.',
      translation: 'Wenn ich etwas Wichtiges lese, schweifen meine Gedanken oft mittendrin ab.',
      backTranslation: 'When I am reading something important, my thoughts often drift off partway through.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'adhd-2',
      english: 'While I listen to someone, my hands are often busy, for example clicking a pen.',
      translation:
        'Während ich jemandem zuhöre, sind meine Hände oft beschäftigt, zum Beispiel mit dem Klicken eines Kugelschreibers.',
      backTranslation:
        'While I am listening to someone, my hands are often busy, for example clicking a pen.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'adhd-3',
      english: 'Once I start a job at home, like sorting a drawer, I finish it.',
      translation:
        'Wenn ich zu Hause einmal mit einer Aufgabe angefangen habe, zum Beispiel mit dem Aufräumen einer Schublade, bringe ich sie auch zu Ende.',
      backTranslation: 'Once I have started a task at home, for example tidying a drawer, I also finish it.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'adhd-4',
      english: 'I often forget things I said I would do, like posting a letter.',
      translation:
        'Ich vergesse oft, Dinge zu erledigen, die ich zugesagt habe, zum Beispiel einen Brief einzuwerfen.',
      backTranslation: 'I often forget to do things I have agreed to do, for example posting a letter.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'adhd-5',
      english: 'I often send a message quickly and then wish I had waited.',
      translation: 'Ich schicke oft schnell eine Nachricht ab und wünsche mir dann, ich hätte gewartet.',
      backTranslation: 'I often send a message quickly and then wish I had waited.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'adhd-6',
      english: 'Planning my week ahead comes easily to me.',
      translation: 'Es fällt mir leicht, meine Woche im Voraus zu planen.',
      backTranslation: 'I find it easy to plan my week in advance.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'adhd-7',
      english: 'Sitting idle quickly makes me feel uneasy.',
      translation: 'Untätig herumzusitzen macht mich schnell unruhig.',
      backTranslation: 'Sitting around doing nothing quickly makes me restless.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'adhd-8',
      english: 'I often start big tasks only when the deadline is very close.',
      translation: 'Mit großen Aufgaben fange ich oft erst an, wenn die Frist fast abgelaufen ist.',
      backTranslation: 'I often only start big tasks when the deadline has almost run out.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'adhd-9',
      english: 'On holiday, I soon start looking for something to keep me busy.',
      translation: 'Im Urlaub fange ich schon bald an, nach einer Beschäftigung zu suchen.',
      backTranslation: 'On holiday, I soon start looking for something to do.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'adhd-10',
      english: 'Waiting a few days before I buy something I want is easy for me.',
      translation:
        'Es fällt mir leicht, ein paar Tage zu warten, bevor ich etwas kaufe, das ich haben möchte.',
      backTranslation: 'I find it easy to wait a few days before buying something I want.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'spd-1',
      english: 'Sudden loud noises, like a door slamming, startle me more than most people.',
      translation:
        'Bei plötzlichen lauten Geräuschen, wie einer zuschlagenden Tür, erschrecke ich stärker als die meisten Menschen.',
      backTranslation:
        'I am startled more strongly than most people by sudden loud noises, such as a door slamming.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'spd-2',
      english: 'I feel at ease under bright lights, like those in a supermarket.',
      translation: 'Unter heller Beleuchtung, wie in einem Supermarkt, fühle ich mich wohl.',
      backTranslation: 'I feel comfortable under bright lighting, as in a supermarket.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'spd-3',
      english: 'A light, unexpected touch, like someone brushing past me, feels unpleasant.',
      translation:
        'Eine leichte, unerwartete Berührung, zum Beispiel wenn mich jemand im Vorbeigehen streift, fühlt sich unangenehm an.',
      backTranslation:
        'A light, unexpected touch, for example when someone brushes against me in passing, feels unpleasant.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'spd-4',
      english: 'Strong smells, like perfume on a bus, are easy for me to ignore.',
      translation: 'Es fällt mir leicht, starke Gerüche wie Parfüm im Bus zu ignorieren.',
      backTranslation: 'I find it easy to ignore strong smells such as perfume on the bus.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'spd-5',
      english: 'When many things happen at once, like at a party, I soon feel overloaded.',
      translation:
        'Wenn viel gleichzeitig passiert, zum Beispiel auf einer Party, fühle ich mich schon bald überreizt.',
      backTranslation: 'When a lot is happening at once, for example at a party, I soon feel overstimulated.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'spd-6',
      english: 'After I leave a loud, crowded place, I feel settled again within a few minutes.',
      translation:
        'Wenn ich einen lauten Ort voller Menschen verlassen habe, komme ich innerhalb weniger Minuten wieder zur Ruhe.',
      backTranslation:
        'After I have left a noisy place full of people, I calm down again within a few minutes.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'spd-7',
      english: 'I go looking for strong sensations, like fast rides or very loud music.',
      translation:
        'Ich suche gezielt starke Sinneseindrücke, zum Beispiel Achterbahnfahrten oder sehr laute Musik.',
      backTranslation:
        'I deliberately seek out strong sensory experiences, for example roller-coaster rides or very loud music.',
      reconciliation:
        'Kept: "fast rides" adapted to "Achterbahnfahrten" (roller-coaster rides), since literal "schnelle Fahrten" would read as fast driving; the back-translation shows the adaptation.',
    },
    {
      id: 'spd-8',
      english: 'I often notice I am hungry only when it has become urgent.',
      translation: 'Ich merke oft erst, dass ich Hunger habe, wenn es schon dringend ist.',
      backTranslation: 'I often only notice that I am hungry when it is already urgent.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'spd-9',
      english: "I can still smell something, like last night's cooking, after others say the smell has gone.",
      translation:
        'Ich kann Gerüche, zum Beispiel vom Kochen am Vorabend, noch riechen, wenn andere schon sagen, dass nichts mehr zu riechen ist.',
      backTranslation:
        'I can still smell odours, for example from cooking the evening before, when others are already saying there is nothing left to smell.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'dys-1',
      english: 'Writing neatly by hand takes me a lot of effort.',
      translation: 'Ordentlich mit der Hand zu schreiben kostet mich viel Mühe.',
      backTranslation: 'Writing neatly by hand takes a lot of effort for me.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'dys-2',
      english: 'I knock things over by accident more often than most people.',
      translation: 'Ich stoße öfter aus Versehen Dinge um als die meisten Menschen.',
      backTranslation: 'I accidentally knock things over more often than most people.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'dys-3',
      english: 'I keep my balance easily, for example when I stand on a moving bus.',
      translation:
        'Es fällt mir leicht, das Gleichgewicht zu halten, zum Beispiel wenn ich in einem fahrenden Bus stehe.',
      backTranslation: 'I find it easy to keep my balance, for example when standing on a moving bus.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'dys-4',
      english: 'I pick up new physical skills, like a dance step, quickly.',
      translation: 'Neue Bewegungen, zum Beispiel einen Tanzschritt, lerne ich schnell.',
      backTranslation: 'I learn new movements, for example a dance step, quickly.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'dys-5',
      english: 'Fiddly tasks, like doing up small buttons, are quick and easy for me.',
      translation:
        'Feinarbeit mit den Fingern, zum Beispiel das Schließen kleiner Knöpfe, erledige ich schnell und mühelos.',
      backTranslation: 'I do fine finger work, for example doing up small buttons, quickly and effortlessly.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'dys-6',
      english: 'Judging distances, like the space I need when I park, is hard for me.',
      translation:
        'Es fällt mir schwer, Abstände einzuschätzen, zum Beispiel wie viel Platz ich beim Einparken brauche.',
      backTranslation: 'I find it hard to judge distances, for example how much space I need when parking.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'dys-7',
      english: 'Packing a suitcase so that everything fits takes me several tries.',
      translation: 'Ich brauche mehrere Versuche, um einen Koffer so zu packen, dass alles hineinpasst.',
      backTranslation: 'I need several attempts to pack a suitcase so that everything fits in.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'dys-8',
      english: 'As a child, I found ball games harder than other children did.',
      translation: 'Als Kind fielen mir Ballspiele schwerer als anderen Kindern.',
      backTranslation: 'As a child, I found ball games harder than other children did.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'dyslexia-1',
      english: 'Reading in my first language usually feels easy for me.',
      translation: 'Es fällt mir meistens leicht, in meiner Muttersprache zu lesen.',
      backTranslation: 'I usually find it easy to read in my native language.',
      reconciliation:
        'Kept: "first language" rendered as "Muttersprache", the everyday word every reader understands at once; the back-translation "native language" carries the same meaning, and "Erstsprache" would be less familiar.',
    },
    {
      id: 'dyslexia-2',
      english: 'Half an hour of reading in my first language leaves me tired.',
      translation: 'Nach einer halben Stunde Lesen in meiner Muttersprache bin ich müde.',
      backTranslation: 'After half an hour of reading in my native language, I am tired.',
      reconciliation:
        'Kept: "first language" rendered as "Muttersprache", the everyday word every reader understands at once; the back-translation "native language" carries the same meaning, and "Erstsprache" would be less familiar.',
    },
    {
      id: 'dyslexia-3',
      english: 'When I read aloud in my first language, I often misread words.',
      translation: 'Wenn ich in meiner Muttersprache laut lese, lese ich Wörter oft falsch.',
      backTranslation: 'When I read aloud in my native language, I often misread words.',
      reconciliation:
        'Kept: "first language" rendered as "Muttersprache", the everyday word every reader understands at once; the back-translation "native language" carries the same meaning, and "Erstsprache" would be less familiar.',
    },
    {
      id: 'dyslexia-4',
      english: 'Spelling common words is easy for me.',
      translation: 'Alltägliche Wörter richtig zu schreiben fällt mir leicht.',
      backTranslation: 'I find it easy to spell everyday words correctly.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'dyslexia-5',
      english: 'I pick simpler words when I write, so that I can be sure of the spelling.',
      translation:
        'Beim Schreiben wähle ich einfachere Wörter, damit ich mir bei der Rechtschreibung sicher sein kann.',
      backTranslation: 'When writing, I choose simpler words so that I can be sure of the spelling.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'dyslexia-6',
      english: 'Learning to say a new long word in my first language takes me many tries.',
      translation:
        'Bis ich ein neues, langes Wort in meiner Muttersprache aussprechen kann, brauche ich viele Versuche.',
      backTranslation:
        'It takes me many attempts before I can pronounce a new, long word in my native language.',
      reconciliation:
        'Kept: "first language" rendered as "Muttersprache", the everyday word every reader understands at once; the back-translation "native language" carries the same meaning, and "Erstsprache" would be less familiar.',
    },
    {
      id: 'dyslexia-7',
      english: 'Putting names in alphabetical order is quick and easy for me.',
      translation: 'Ich kann Namen schnell und mühelos alphabetisch ordnen.',
      backTranslation: 'I can put names into alphabetical order quickly and effortlessly.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'dyslexia-8',
      english: 'I need several tries to copy a long number, like an account number, in the right order.',
      translation:
        'Um eine lange Nummer wie eine Kontonummer in der richtigen Reihenfolge abzuschreiben, brauche ich mehrere Versuche.',
      backTranslation:
        'To copy a long number, such as a bank account number, in the right order, I need several attempts.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'dyslexia-9',
      english: 'When someone tells me a booking code, I forget it before I can write it down.',
      translation:
        'Wenn mir jemand einen Buchungscode sagt, habe ich ihn vergessen, bevor ich ihn aufschreiben kann.',
      backTranslation:
        'When someone tells me a booking code, I have forgotten it before I can write it down.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'dyslexia-10',
      english: 'As a child, I took longer than my classmates to learn to read in my first language.',
      translation:
        'Als Kind brauchte ich länger als die anderen Kinder in meiner Klasse, um in meiner Muttersprache lesen zu lernen.',
      backTranslation:
        'As a child, I took longer than the other children in my class to learn to read in my native language.',
      reconciliation:
        'Kept: "first language" rendered as "Muttersprache", the everyday word every reader understands at once; the back-translation "native language" carries the same meaning, and "Erstsprache" would be less familiar.',
    },
  ],
};
