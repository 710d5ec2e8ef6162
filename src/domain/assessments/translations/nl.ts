import type { ItemSetTranslation } from './item-translation.ts';

/** The items in Dutch: forward translation, blind back-translation and reconciliation (docs/translations/nl.md). */
export const ITEMS_IN_DUTCH: ItemSetTranslation = {
  language: 'nl',
  itemSetVersion: 2,
  reconciledOn: '2026-11-28',
  answerLabels: [
    {
      english: 'Strongly Disagree',
      translation: 'Helemaal oneens',
      backTranslation: 'Strongly disagree',
      reconciliation: 'Same meaning.',
    },
    {
      english: 'Disagree',
      translation: 'Oneens',
      backTranslation: 'Disagree',
      reconciliation: 'Same meaning.',
    },
    {
      english: 'Neutral',
      translation: 'Neutraal',
      backTranslation: 'Neutral',
      reconciliation: 'Same meaning.',
    },
    {
      english: 'Agree',
      translation: 'Eens',
      backTranslation: 'Agree',
      reconciliation: 'Same meaning.',
    },
    {
      english: 'Strongly Agree',
      translation: 'Helemaal eens',
      backTranslation: 'Strongly agree',
      reconciliation: 'Same meaning.',
    },
  ],
  items: [
    {
      id: 'audhd-1',
      english: 'During a film, my mind often drifts away from the story.',
      translation: 'Tijdens een film dwalen mijn gedachten vaak af van het verhaal.',
      backTranslation: 'During a film, my thoughts often wander away from the story.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-2',
      english: 'Once I am upset, it takes me a long time to calm down.',
      translation: 'Als ik eenmaal van streek ben, duurt het lang voordat ik weer tot rust kom.',
      backTranslation: 'Once I am upset, it takes a long time before I calm down again.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-3',
      english: 'When I meet someone new, I quickly get a sense of what they are like.',
      translation: 'Als ik iemand voor het eerst ontmoet, heb ik snel een beeld van wat voor iemand het is.',
      backTranslation:
        'When I meet someone for the first time, I quickly form a picture of what kind of person they are.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-4',
      english: 'I usually know exactly where I left my keys.',
      translation: 'Ik weet meestal precies waar ik mijn sleutels heb neergelegd.',
      backTranslation: 'I usually know exactly where I have put my keys.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-5',
      english: 'Before I go somewhere new, I study photos and maps of it in detail.',
      translation: "Voordat ik naar een nieuwe plek ga, bestudeer ik foto's en kaarten ervan tot in detail.",
      backTranslation: 'Before I go to a new place, I study photos and maps of it in fine detail.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-6',
      english: 'People close to me comment on how much I fidget.',
      translation: 'Mensen die me goed kennen, maken opmerkingen over hoeveel ik friemel en wiebel.',
      backTranslation: 'People who are close to me comment on how much I fidget and wriggle.',
      reconciliation:
        'The back-translator flagged that "mensen die dicht bij me staan" can also be read as people physically standing near me, which would change who comments on the fidgeting. Replaced it with "mensen die me goed kennen" (people who know me well), which keeps the intended close relationship. "friemel en wiebel" kept as the agreed rendering of "fidget". The new wording, back-translated again by someone who never saw the English: "People who know me well make remarks about how much I fiddle and wiggle."',
    },
    {
      id: 'audhd-7',
      english: 'A single line in a different font stands out to me at once.',
      translation: 'Eén regel in een ander lettertype valt me meteen op.',
      backTranslation: 'A single line in a different font catches my eye immediately.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-8',
      english: 'I often start new projects before finishing the ones I already have.',
      translation:
        'Ik begin vaak aan nieuwe projecten voordat ik de projecten waarmee ik al bezig ben, heb afgemaakt.',
      backTranslation:
        'I often start new projects before I have finished the projects I am already working on.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-9',
      english: 'Friends treat me as an expert on something I have learned about in my own time.',
      translation: 'Vrienden zien me als een expert in iets waarover ik in mijn vrije tijd heb geleerd.',
      backTranslation: 'Friends see me as an expert in something I have learned about in my free time.',
      reconciliation:
        'Kept: "treat me as" rendered as "zien me als" (see me as), since "behandelen als" sounds odd here; the item still says friends regard me as an expert on a self-taught subject.',
    },
    {
      id: 'audhd-10',
      english: 'While I work, I often find my thoughts have moved to another topic.',
      translation:
        'Terwijl ik aan het werk ben, merk ik vaak dat mijn gedachten naar een ander onderwerp zijn afgedwaald.',
      backTranslation:
        'While I am working, I often notice that my thoughts have wandered off to another topic.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-11',
      english: 'I keep quiet about my real interests so that I fit in.',
      translation: 'Ik houd mijn echte interesses voor me, zodat ik erbij hoor.',
      backTranslation: 'I keep my real interests to myself so that I fit in.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-12',
      english: 'I think before I speak, even when I am excited.',
      translation: 'Ik denk na voordat ik iets zeg, ook als ik enthousiast ben.',
      backTranslation: 'I think before I say something, even when I am enthusiastic.',
      reconciliation:
        'Kept: "excited" rendered as "enthousiast", since "opgewonden" can read as sexual or agitated in Dutch; the back-translator confirmed it can mean excited, and the reverse keying is intact.',
    },
    {
      id: 'audhd-13',
      english: 'Small talk is a skill I had to learn on purpose.',
      translation: 'Smalltalk is een vaardigheid die ik bewust heb moeten aanleren.',
      backTranslation: 'Small talk is a skill I have had to learn consciously.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-14',
      english: 'I arrive late to appointments more often than most people I know.',
      translation: 'Ik kom vaker te laat op afspraken dan de meeste mensen die ik ken.',
      backTranslation: 'I arrive late for appointments more often than most people I know.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-15',
      english: 'In busy, noisy places, I can reach a point where everything becomes too much.',
      translation: 'Op drukke, lawaaierige plekken kan er een moment komen waarop alles me te veel wordt.',
      backTranslation: 'In busy, noisy places, a moment can come when everything becomes too much for me.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-16',
      english: 'When a familiar place changes, like a shop moving its shelves, I get used to it quickly.',
      translation:
        'Als een vertrouwde plek verandert, bijvoorbeeld een winkel die anders is ingedeeld, wen ik daar snel aan.',
      backTranslation:
        'When a familiar place changes, for example a shop whose layout has been changed, I get used to it quickly.',
      reconciliation:
        'Kept: "a shop moving its shelves" rendered as "a shop that has been rearranged", which avoids the NL/Flemish split between "schappen" and "rekken" and keeps the example of a familiar place changing.',
    },
    {
      id: 'audhd-17',
      english: 'I deal with letters and bills soon after they arrive.',
      translation: 'Ik handel brieven en rekeningen af kort nadat ik ze heb ontvangen.',
      backTranslation: 'I deal with letters and bills shortly after I receive them.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-18',
      english: 'Bright daylight feels comfortable to my eyes.',
      translation: 'Helder daglicht is aangenaam voor mijn ogen.',
      backTranslation: 'Bright daylight is pleasant for my eyes.',
      reconciliation:
        'The back-translator noted that "fel" is stronger than "bright" and leans towards glaring, which would make this reverse-keyed item harder to agree with than the English. "Fel" was replaced with the neutral "helder", as in spd-2. The new wording, back-translated again by someone who never saw the English: "Bright daylight is pleasant for my eyes."',
    },
    {
      id: 'audhd-19',
      english: 'At a busy party, the noise fades away once I am talking to someone.',
      translation: 'Op een druk feest verdwijnt het lawaai naar de achtergrond zodra ik met iemand praat.',
      backTranslation:
        'At a busy party, the noise fades into the background as soon as I am talking to someone.',
      reconciliation:
        'Kept: "fades away" rendered as "verdwijnt naar de achtergrond" (fades into the background), the natural Dutch image for the same effect; the reverse keying is intact.',
    },
    {
      id: 'audhd-20',
      english: 'My thoughts often jump quickly from one idea to the next.',
      translation: 'Mijn gedachten springen vaak snel van het ene idee naar het andere.',
      backTranslation: 'My thoughts often jump quickly from one idea to another.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-21',
      english: 'Socialising takes me much more effort than people around me would guess.',
      translation: 'Sociaal contact kost me veel meer moeite dan de mensen om me heen zouden denken.',
      backTranslation: 'Social contact takes much more effort for me than the people around me would think.',
      reconciliation:
        'Kept: "Socialising" rendered as "sociaal contact", since Dutch has no plain everyday verb for it; the back-translation confirms the comparison is with what others would guess.',
    },
    {
      id: 'audhd-22',
      english: 'When I am absorbed in a task, people have to say my name several times.',
      translation: 'Als ik opga in een taak, moeten mensen mijn naam meerdere keren zeggen.',
      backTranslation: 'When I am completely absorbed in a task, people have to say my name several times.',
      reconciliation:
        'The back-translation read "completely absorbed" for "absorbed", so the intensifier "helemaal" had narrowed the condition. I removed "helemaal" because "opgaan in" alone already means being absorbed. The new wording, back-translated again by someone who never saw the English: "When I get absorbed in a task, people have to say my name several times."',
    },
    {
      id: 'audhd-23',
      english: 'Working out the tone of a short text message is hard for me.',
      translation: 'Ik vind het moeilijk om de toon van een kort tekstbericht in te schatten.',
      backTranslation: 'I find it difficult to judge the tone of a short text message.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-24',
      english: 'I often make big decisions on impulse.',
      translation: 'Ik neem vaak grote beslissingen in een opwelling.',
      backTranslation: 'I often make big decisions on impulse.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-25',
      english: 'When I am upset, learning about a subject that fascinates me calms me down.',
      translation:
        'Als ik van streek ben, kom ik tot rust door iets te leren over een onderwerp dat me fascineert.',
      backTranslation: 'When I am upset, I calm down by learning about a topic that fascinates me.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-26',
      english: 'However often I tidy up, my space soon gets messy again.',
      translation: 'Hoe vaak ik ook opruim, het wordt bij mij al snel weer rommelig.',
      backTranslation: 'No matter how often I tidy up, things soon get messy again at my place.',
      reconciliation:
        'Kept: "my space" rendered as "bij mij" (at my place), since "mijn ruimte" is unnatural; the back-translator called it vague, but the English "my space" is just as unspecific, and "soon" (al snel) is intact.',
    },
    {
      id: 'audhd-27',
      english: 'I am drawn to subjects with clear rules, like maths or timetables.',
      translation:
        'Ik voel me aangetrokken tot onderwerpen met duidelijke regels, zoals wiskunde of dienstregelingen.',
      backTranslation: 'I am drawn to subjects with clear rules, such as mathematics or timetables.',
      reconciliation:
        'Kept: "timetables" rendered as "dienstregelingen" (transport timetables), which both NL and Flanders use, as an example of a subject with clear rules.',
    },
    {
      id: 'audhd-28',
      english: 'Even a simple task, like replying to a message, can take me days to start.',
      translation:
        'Zelfs bij een eenvoudige taak, zoals een bericht beantwoorden, kan het dagen duren voordat ik eraan begin.',
      backTranslation:
        'Even with a simple task, such as replying to a message, it can take days before I get started on it.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-29',
      english: 'When someone shares bad news, I know what to say.',
      translation: 'Als iemand me slecht nieuws vertelt, weet ik wat ik moet zeggen.',
      backTranslation: 'When someone tells me bad news, I know what to say.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'audhd-30',
      english: 'I can keep my attention on a long article from start to finish.',
      translation: 'Ik kan mijn aandacht bij een lang artikel houden, van begin tot eind.',
      backTranslation: 'I can keep my attention on a long article, from beginning to end.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'asd-1',
      english: 'If people in a room have just argued, I sense it as soon as I walk in.',
      translation: 'Als mensen in een ruimte net ruzie hebben gehad, voel ik dat zodra ik binnenkom.',
      backTranslation: 'When people in a room have just had an argument, I sense it as soon as I walk in.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'asd-2',
      english: 'A quiet, steady noise, like a fan, can make it hard for me to think.',
      translation:
        'Een zacht, constant geluid, zoals van een ventilator, kan het voor mij moeilijk maken om na te denken.',
      backTranslation:
        'A soft, constant sound, such as that of a fan, can make it difficult for me to think.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'asd-3',
      english: 'Asking people about their day comes naturally to me.',
      translation: 'Aan mensen vragen hoe hun dag was, gaat me vanzelf af.',
      backTranslation: 'Asking people how their day was comes naturally to me.',
      reconciliation:
        'Kept: "about their day" made concrete as "hoe hun dag was" (how their day was), the usual Dutch question; the reverse keying (comes naturally) is intact.',
    },
    {
      id: 'asd-4',
      english: 'When I look at a menu, I notice a spelling mistake before I notice the food.',
      translation: 'Als ik een menukaart bekijk, valt een spelfout me eerder op dan de gerechten.',
      backTranslation: 'When I look at a menu, a spelling mistake catches my eye sooner than the dishes do.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'asd-5',
      english: 'It is hard for me to tell whether someone is being friendly or just polite.',
      translation: 'Ik vind het moeilijk om in te schatten of iemand vriendelijk is of gewoon beleefd.',
      backTranslation: 'I find it hard to tell whether someone is being friendly or just polite.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'asd-6',
      english: 'I feel tense until I know exactly how my day will go.',
      translation: 'Ik voel me gespannen totdat ik precies weet hoe mijn dag zal verlopen.',
      backTranslation: 'I feel tense until I know exactly how my day is going to go.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'asd-7',
      english: 'My interests are much more intense than those of the people around me.',
      translation: 'Mijn interesses zijn veel intenser dan die van de mensen om me heen.',
      backTranslation: 'My interests are much more intense than those of the people around me.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'asd-8',
      english: 'If someone near an open window says it is cold, I know they would like it closed.',
      translation:
        'Als iemand bij een open raam zegt dat het koud is, weet ik dat die persoon het raam graag dicht wil.',
      backTranslation:
        'When someone near an open window says it is cold, I know that person would like the window closed.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'asd-9',
      english: 'Clothing labels against my skin bother me a lot.',
      translation: 'Labeltjes in kleding die tegen mijn huid zitten, vind ik erg vervelend.',
      backTranslation: 'I find labels in clothing that sit against my skin very annoying.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'asd-10',
      english: 'Joining a conversation that has already started feels easy to me.',
      translation: 'Aansluiten bij een gesprek dat al begonnen is, vind ik gemakkelijk.',
      backTranslation: 'I find it easy to join a conversation that has already started.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'asd-11',
      english: 'When a friend suggests a different café on the way there, I am happy to switch.',
      translation: 'Als vrienden onderweg een ander café voorstellen, ga ik daar graag in mee.',
      backTranslation:
        'When friends suggest a different café while we are on the way, I am happy to go along with it.',
      reconciliation:
        'Kept: "a friend" made plural ("vrienden") to avoid gendered "vriend/vriendin", and "café" kept although in Dutch it usually means a pub, since it is an equally everyday meeting place and the item is about accepting a change of plan.',
    },
    {
      id: 'asd-12',
      english: 'Hosts have had to tell me plainly that it was time for me to leave.',
      translation:
        'Mensen bij wie ik op bezoek was, hebben me al eens duidelijk moeten zeggen dat het tijd was om te gaan.',
      backTranslation:
        'People I was visiting have at some point had to tell me plainly that it was time to leave.',
      reconciliation:
        'Kept: "Hosts" rendered as "people I was visiting" to avoid gendered "gastheer/gastvrouw"; "al eens" renders the present perfect (at least once), and the English has no frequency word either.',
    },
    {
      id: 'asd-13',
      english: 'Around other people, I keep my body still on purpose, so that I look like everyone else.',
      translation:
        'Als ik bij andere mensen ben, houd ik mijn lichaam bewust stil, zodat ik er net zo uitzie als iedereen.',
      backTranslation:
        'When I am with other people, I consciously keep my body still so that I look just like everyone else.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'asd-14',
      english: 'When I tell someone about a trip, I keep to the main points.',
      translation: 'Als ik iemand over een reis vertel, houd ik het bij de hoofdzaken.',
      backTranslation: 'When I tell someone about a trip, I stick to the main points.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'asd-15',
      english: 'When someone shows me a new way to do a familiar job, I try it gladly.',
      translation:
        'Als iemand me een nieuwe manier laat zien om een vertrouwd klusje te doen, probeer ik die graag uit.',
      backTranslation:
        'When someone shows me a new way of doing a familiar little chore, I like to try it out.',
      reconciliation:
        'Kept: "job" rendered as "klusje" (small household task), as in adhd-3; the back-translation shows the same familiar task and the willingness to try a new way.',
    },
    {
      id: 'asd-16',
      english: 'It is hard for me to tell when someone is being sarcastic.',
      translation: 'Ik vind het moeilijk om te herkennen wanneer iemand sarcastisch is.',
      backTranslation: 'I find it hard to recognise when someone is being sarcastic.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'asd-17',
      english: 'I feel comfortable in busy, noisy places like a shopping centre.',
      translation: 'Ik voel me op mijn gemak op drukke, lawaaierige plekken, zoals een winkelcentrum.',
      backTranslation: 'I feel at ease in busy, noisy places, such as a shopping centre.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'asd-18',
      english: 'When I have free time, I nearly always spend it on the same one or two interests.',
      translation: 'Als ik vrije tijd heb, besteed ik die bijna altijd aan dezelfde een of twee interesses.',
      backTranslation: 'When I have free time, I almost always spend it on the same one or two interests.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'asd-19',
      english: "I look at a spot near people's eyes so that I seem to make eye contact.",
      translation:
        'Ik kijk naar een punt vlak bij de ogen van mensen, zodat het lijkt alsof ik oogcontact maak.',
      backTranslation:
        "I look at a point just close to people's eyes, so that it seems as if I am making eye contact.",
      reconciliation: 'Same meaning.',
    },
    {
      id: 'asd-20',
      english: 'Fitting in with a group leaves me drained.',
      translation: 'Me aanpassen aan een groep put me uit.',
      backTranslation: 'Adapting myself to a group wears me out.',
      reconciliation:
        'Kept: "Fitting in with a group" rendered as "me aanpassen aan een groep" (adapting myself to a group) to express the effort of masking, and "leaves me drained" as "put me uit".',
    },
    {
      id: 'adhd-1',
      english: 'When I read something important, my mind often wanders off partway through.',
      translation: 'Als ik iets belangrijks lees, dwalen mijn gedachten vaak ergens halverwege af.',
      backTranslation:
        'When I read something important, my thoughts often wander off somewhere halfway through.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'adhd-2',
      english: 'While I listen to someone, my hands are often busy, for example clicking a pen.',
      translation:
        'Terwijl ik naar iemand luister, zijn mijn handen vaak bezig, bijvoorbeeld door met een pen te klikken.',
      backTranslation:
        'While I am listening to someone, my hands are often busy, for example clicking a pen.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'adhd-3',
      english: 'Once I start a job at home, like sorting a drawer, I finish it.',
      translation: 'Als ik eenmaal aan een klus in huis begin, zoals een lade opruimen, maak ik die af.',
      backTranslation: 'Once I start a job around the house, such as tidying out a drawer, I finish it.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'adhd-4',
      english: 'I often forget things I said I would do, like posting a letter.',
      translation:
        'Ik vergeet vaak dingen waarvan ik had gezegd dat ik ze zou doen, zoals een brief op de post doen.',
      backTranslation: 'I often forget things I have promised to do, such as posting a letter.',
      reconciliation:
        'The back-translation read "promised" for "said I would do", which is a stronger commitment than the English and could make respondents think only of formal promises. "beloofd heb te doen" was replaced with "waarvan ik had gezegd dat ik ze zou doen". "op de post doen" was kept. The new wording, back-translated again by someone who never saw the English: "I often forget things I had said I would do, such as posting a letter."',
    },
    {
      id: 'adhd-5',
      english: 'I often send a message quickly and then wish I had waited.',
      translation: 'Vaak stuur ik snel een bericht en had ik achteraf liever gewacht.',
      backTranslation: 'I often send a message quickly and afterwards would rather have waited.',
      reconciliation:
        'The back-translator flagged that it was unclear whether "vaak" covers both the quick sending and the regret, while in the English "often" covers the whole sequence. I moved "Vaak" to the front and inverted the second clause ("en had ik"), so that it clearly applies to both clauses. The new wording, back-translated again by someone who never saw the English: "I often send a message quickly, and afterwards I would rather have waited."',
    },
    {
      id: 'adhd-6',
      english: 'Planning my week ahead comes easily to me.',
      translation: 'Mijn week vooruit plannen gaat me gemakkelijk af.',
      backTranslation: 'Planning my week ahead comes easily to me.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'adhd-7',
      english: 'Sitting idle quickly makes me feel uneasy.',
      translation: 'Als ik stilzit zonder iets te doen, word ik al snel onrustig.',
      backTranslation: 'When I sit still without doing anything, I soon become restless.',
      reconciliation:
        'Kept: "Sitting idle" unpacked as "when I sit still without doing anything" and "uneasy" as "onrustig", which covers uneasy and restless and matches the restlessness construct; "quickly" is kept as "al snel".',
    },
    {
      id: 'adhd-8',
      english: 'I often start big tasks only when the deadline is very close.',
      translation: 'Ik begin vaak pas aan grote taken als de deadline heel dichtbij is.',
      backTranslation: "I often don't start on big tasks until the deadline is very close.",
      reconciliation: 'Same meaning.',
    },
    {
      id: 'adhd-9',
      english: 'On holiday, I soon start looking for something to keep me busy.',
      translation: 'Op vakantie ga ik al snel op zoek naar iets om me bezig te houden.',
      backTranslation: 'On holiday, I soon go looking for something to keep me busy.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'adhd-10',
      english: 'Waiting a few days before I buy something I want is easy for me.',
      translation: 'Een paar dagen wachten voordat ik iets koop wat ik wil hebben, vind ik gemakkelijk.',
      backTranslation: 'I find it easy to wait a few days before buying something I want.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'spd-1',
      english: 'Sudden loud noises, like a door slamming, startle me more than most people.',
      translation:
        'Ik schrik meer dan de meeste mensen van plotselinge harde geluiden, zoals een deur die dichtslaat.',
      backTranslation: 'I am startled more than most people by sudden loud noises, such as a door slamming.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'spd-2',
      english: 'I feel at ease under bright lights, like those in a supermarket.',
      translation: 'Onder helder licht, zoals in een supermarkt, voel ik me op mijn gemak.',
      backTranslation: 'I feel at ease under bright light, such as in a supermarket.',
      reconciliation:
        'The back-translator noted that "fel" leans towards harsh or glaring light, which is stronger than "bright lights" and would bias this reverse-keyed item. "fel" was replaced with "helder", to match audhd-18. The new wording, back-translated again by someone who never saw the English: "Under bright light, such as in a supermarket, I feel at ease."',
    },
    {
      id: 'spd-3',
      english: 'A light, unexpected touch, like someone brushing past me, feels unpleasant.',
      translation:
        'Een lichte, onverwachte aanraking, zoals iemand die me in het voorbijgaan raakt, voelt onaangenaam aan.',
      backTranslation:
        'A light, unexpected touch, such as someone touching me as they pass by, feels unpleasant.',
      reconciliation:
        'Kept: "brushing past me" rendered as "iemand die me in het voorbijgaan raakt" (touches me in passing); the back-translator noted that "raakt" could also mean bumping, but "lichte aanraking" (light touch) fixes the intended strength.',
    },
    {
      id: 'spd-4',
      english: 'Strong smells, like perfume on a bus, are easy for me to ignore.',
      translation: 'Sterke geuren, zoals parfum in de bus, kan ik gemakkelijk negeren.',
      backTranslation: 'I can easily ignore strong smells, such as perfume on the bus.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'spd-5',
      english: 'When many things happen at once, like at a party, I soon feel overloaded.',
      translation: 'Als er veel tegelijk gebeurt, zoals op een feest, raak ik al snel overprikkeld.',
      backTranslation:
        'When a lot is happening at once, such as at a party, I quickly become overstimulated.',
      reconciliation:
        'Kept: "overloaded" rendered as "overprikkeld", the everyday (non-diagnostic) Dutch word for this state in NL and Flanders; "soon" kept as "al snel".',
    },
    {
      id: 'spd-6',
      english: 'After I leave a loud, crowded place, I feel settled again within a few minutes.',
      translation:
        'Als ik een lawaaierige plek vol mensen verlaat, voel ik me binnen een paar minuten weer rustig.',
      backTranslation: 'When I leave a noisy place full of people, I feel calm again within a few minutes.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'spd-7',
      english: 'I go looking for strong sensations, like fast rides or very loud music.',
      translation: 'Ik ga op zoek naar sterke sensaties, zoals achtbanen of heel harde muziek.',
      backTranslation: 'I seek out strong sensations, such as roller coasters or very loud music.',
      reconciliation:
        'Kept: "fast rides" made concrete as "achtbanen" (roller coasters), since "snelle attracties" is vague in Dutch; like the English, the item has no frequency word.',
    },
    {
      id: 'spd-8',
      english: 'I often notice I am hungry only when it has become urgent.',
      translation: 'Ik merk vaak pas dat ik honger heb als ik dringend iets moet eten.',
      backTranslation: 'I often only notice that I am hungry when I urgently need to eat something.',
      reconciliation:
        'Kept: "when it has become urgent" rendered as "when I urgently need to eat", because "urgent hunger" is not idiomatic Dutch; "often" and "only" are intact.',
    },
    {
      id: 'spd-9',
      english: "I can still smell something, like last night's cooking, after others say the smell has gone.",
      translation:
        'Als anderen zeggen dat een geur al weg is, zoals die van het eten van gisteravond, ruik ik hem nog.',
      backTranslation:
        "When others say a smell has already gone, such as that of last night's dinner, I can still smell it.",
      reconciliation:
        'Kept: the sentence order was changed for natural Dutch, and "last night\'s cooking" was rendered as "the food of last night"; the meaning and the example are intact.',
    },
    {
      id: 'dys-1',
      english: 'Writing neatly by hand takes me a lot of effort.',
      translation: 'Netjes met de hand schrijven kost me veel moeite.',
      backTranslation: 'Writing neatly by hand takes a lot of effort for me.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'dys-2',
      english: 'I knock things over by accident more often than most people.',
      translation: 'Ik stoot vaker per ongeluk dingen om dan de meeste mensen.',
      backTranslation: 'I accidentally knock things over more often than most people do.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'dys-3',
      english: 'I keep my balance easily, for example when I stand on a moving bus.',
      translation: 'Ik houd gemakkelijk mijn evenwicht, bijvoorbeeld als ik in een rijdende bus sta.',
      backTranslation: 'I keep my balance easily, for example when I am standing on a moving bus.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'dys-4',
      english: 'I pick up new physical skills, like a dance step, quickly.',
      translation: 'Nieuwe lichamelijke vaardigheden, zoals een danspas, leer ik snel aan.',
      backTranslation: 'I learn new physical skills, such as a dance step, quickly.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'dys-5',
      english: 'Fiddly tasks, like doing up small buttons, are quick and easy for me.',
      translation:
        'Klusjes die precisie vragen, zoals kleine knoopjes dichtmaken, gaan bij mij snel en gemakkelijk.',
      backTranslation:
        'Small jobs that require precision, such as doing up small buttons, go quickly and easily for me.',
      reconciliation:
        'Kept: "Fiddly tasks" rendered as "klusjes die precisie vragen" (small tasks that need precision), since "priegelwerk" is mainly NL; "quick and easy" and the button example are intact.',
    },
    {
      id: 'dys-6',
      english: 'Judging distances, like the space I need when I park, is hard for me.',
      translation:
        'Afstanden inschatten, zoals hoeveel ruimte ik nodig heb bij het parkeren, vind ik moeilijk.',
      backTranslation: 'I find it hard to judge distances, such as how much space I need when parking.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'dys-7',
      english: 'Packing a suitcase so that everything fits takes me several tries.',
      translation: 'Ik heb meerdere pogingen nodig om een koffer zo in te pakken dat alles erin past.',
      backTranslation: 'I need several attempts to pack a suitcase so that everything fits in.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'dys-8',
      english: 'As a child, I found ball games harder than other children did.',
      translation: 'Als kind vond ik spelletjes met een bal moeilijker dan andere kinderen.',
      backTranslation: 'As a child, I found ball games harder than other children did.',
      reconciliation:
        'Kept: "ball games" rendered as "spelletjes met een bal" so that it covers playground games as well as organised sport.',
    },
    {
      id: 'dyslexia-1',
      english: 'Reading in my first language usually feels easy for me.',
      translation: 'Lezen in mijn moedertaal gaat me meestal gemakkelijk af.',
      backTranslation: 'Reading in my native language usually comes easily to me.',
      reconciliation:
        'Kept: "first language" rendered as "moedertaal" (native language), the everyday Dutch term, used in all dyslexia items; "usually" and the reverse keying are intact.',
    },
    {
      id: 'dyslexia-2',
      english: 'Half an hour of reading in my first language leaves me tired.',
      translation: 'Na een halfuur lezen in mijn moedertaal ben ik moe.',
      backTranslation: 'After half an hour of reading in my native language, I am tired.',
      reconciliation:
        'Kept: "first language" rendered as "moedertaal" as in all dyslexia items; like the English, the item has no frequency word.',
    },
    {
      id: 'dyslexia-3',
      english: 'When I read aloud in my first language, I often misread words.',
      translation: 'Als ik hardop lees in mijn moedertaal, lees ik vaak woorden verkeerd.',
      backTranslation: 'When I read aloud in my native language, I often misread words.',
      reconciliation:
        'Kept: "first language" rendered as "moedertaal" as in all dyslexia items; "often" is intact.',
    },
    {
      id: 'dyslexia-4',
      english: 'Spelling common words is easy for me.',
      translation: 'Alledaagse woorden spellen vind ik gemakkelijk.',
      backTranslation: 'I find it easy to spell everyday words.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'dyslexia-5',
      english: 'I pick simpler words when I write, so that I can be sure of the spelling.',
      translation:
        'Als ik schrijf, kies ik eenvoudigere woorden, zodat ik zeker weet hoe ik ze moet spellen.',
      backTranslation: 'When I write, I choose simpler words so that I am sure how to spell them.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'dyslexia-6',
      english: 'Learning to say a new long word in my first language takes me many tries.',
      translation:
        'Ik heb veel pogingen nodig om een nieuw, lang woord in mijn moedertaal goed te leren uitspreken.',
      backTranslation:
        'I need many attempts to learn to pronounce a new, long word in my native language correctly.',
      reconciliation:
        'Kept: "first language" rendered as "moedertaal" as in all dyslexia items; "many tries" (veel pogingen) is intact and distinct from "several" (meerdere).',
    },
    {
      id: 'dyslexia-7',
      english: 'Putting names in alphabetical order is quick and easy for me.',
      translation: 'Namen in alfabetische volgorde zetten gaat bij mij snel en gemakkelijk.',
      backTranslation: 'Putting names in alphabetical order is quick and easy for me.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'dyslexia-8',
      english: 'I need several tries to copy a long number, like an account number, in the right order.',
      translation:
        'Ik heb meerdere pogingen nodig om een lang getal, zoals een rekeningnummer, in de juiste volgorde over te nemen.',
      backTranslation:
        'I need several attempts to copy a long number, such as a bank account number, in the correct order.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'dyslexia-9',
      english: 'When someone tells me a booking code, I forget it before I can write it down.',
      translation: 'Als iemand me een boekingscode zegt, ben ik hem vergeten voordat ik hem kan opschrijven.',
      backTranslation:
        'When someone tells me a booking code, I have forgotten it before I can write it down.',
      reconciliation: 'Same meaning.',
    },
    {
      id: 'dyslexia-10',
      english: 'As a child, I took longer than my classmates to learn to read in my first language.',
      translation:
        'Als kind had ik meer tijd nodig dan mijn klasgenoten om te leren lezen in mijn moedertaal.',
      backTranslation:
        'As a child, I needed more time than my classmates to learn to read in my native language.',
      reconciliation: 'Kept: "first language" rendered as "moedertaal" as in all dyslexia items.',
    },
  ],
};
