/**
 * The Complete Report's practical strategies in English: each strategy's title and text, by its id in
 * strategies.ts, and the names of the areas of life they are grouped by (see shell.ts for how messages are kept).
 * The strategies are written as invitations to try rather than instructions. Each names the sources it is based on
 * (strategies.ts), and its text claims of a source only what that source says (checked against public copies; the
 * records sit beside each source in sources.ts, decision record 013). Sensory aids (headphones, earplugs) are
 * offered as things many people choose, never with a claim that they work: their benefit is still being studied.
 */
import type { StrategyArea, StrategyId, StrategyText } from '../../report/strategies.ts';

export const strategyAreaLabels: Readonly<Record<StrategyArea, string>> = {
  'daily-life': 'Daily life',
  'work-study': 'Work or study',
  relationships: 'Relationships',
};

export const strategyTexts: Readonly<Record<StrategyId, StrategyText>> = {
  'outside-memory': {
    title: 'Keep your memory outside your head',
    text: 'Use one calendar and one to-do list, kept where you will see them, and look at them every day. Add reminders for appointments and for the step before them, such as leaving the house. Keeping track of appointments and tasks this way is a core skill in CBT programmes for adult ADHD.',
  },
  'small-first-step': {
    title: 'Make the first step very small',
    text: 'When a task feels too big to begin, break it into small steps and start with the first one only. A timer can help you begin and gives you a natural place to pause. Breaking tasks down and planning them are among the skills taught in CBT for adult ADHD.',
  },
  'short-focus-blocks': {
    title: 'Work in short, planned blocks',
    text: 'Notice how long you can usually focus, then plan blocks of about that length with short breaks between them. Silence notifications and keep one task open on your screen while a block runs. Working in blocks that match your attention span is part of one CBT programme for adult ADHD.',
  },
  'share-what-helps-adhd': {
    title: 'Share what helps you',
    text: 'Explaining your patterns to the people close to you can prevent misunderstandings. For example, you might interrupt because an idea feels urgent, not because you are not listening. NICE recommends information and support for people with ADHD and their families, and one CBT programme invites a partner or family member to a session.',
  },
  'energy-planning': {
    title: 'Plan your energy, not only your time',
    text: 'Notice which activities drain you and which restore you. Spread the demanding ones through the week and plan quiet time after them. In one study, autistic adults described balancing what they take on as a way to manage burnout.',
  },
  'burnout-signs': {
    title: 'Know your early signs of burnout',
    text: 'Long-lasting exhaustion, losing skills you usually have, and finding noise or light harder to bear are described as signs of autistic burnout. Autistic adults say time off, lower expectations and acceptance helped them recover. Burnout is not the same as depression, so it is worth naming it if you speak to a professional.',
  },
  'masking-cost': {
    title: 'Notice the cost of masking',
    text: 'Masking means hiding or copying behaviour to fit in. It can help in the moment, and it is linked to anxiety and low mood; autistic adults also describe it as a cause of burnout. Where it feels safe, choose places and people with whom you can drop the mask, and plan rest after days when you cannot.',
  },
  'clear-communication-at-work': {
    title: 'Ask for clear, written communication',
    text: 'Written instructions, an agenda before meetings and direct feedback can take the guesswork out of work or study. NICE asks services to consider how the social and physical environment affects autistic adults, and the same question is worth raising at work or college.',
  },
  'double-empathy': {
    title: 'Remember that communication goes both ways',
    text: 'Misunderstandings between autistic and non-autistic people run in both directions: the gap sits between people, not in one person. In one study, autistic people passed information to each other as well as non-autistic people did. Saying plainly what you mean, and kindly asking others to do the same, can help both sides.',
  },
  'autistic-peers': {
    title: 'Spend time with people who share your experience',
    text: 'In one study, rapport was higher when autistic people talked with other autistic people than in mixed groups, and autistic adults describe support from each other as a help with burnout. Peer groups, online communities and the national associations in this report are places to start.',
  },
  'sensory-surroundings-autism': {
    title: 'Shape your sensory surroundings',
    text: 'Softer lighting, clothes without scratchy labels and a quiet corner at home may lower the load of the day. In busy places, many people choose headphones, earplugs or sunglasses. Try what suits you and keep what helps.',
  },
  'recovery-after-socialising': {
    title: 'Agree on recovery time',
    text: 'Letting friends, family or a partner know that you need quiet time after socialising, and that it is not about them, can help them understand. In one study, autistic adults named time off, lower expectations and being able to drop the mask as ways they recovered from burnout.',
  },
  'home-for-everyday-things': {
    title: 'Give everyday things a home',
    text: 'Choose one fixed place for your keys, wallet and phone, such as a bowl by the door. Setting up simple systems like this is one of the organisation skills that psychological treatments for adult ADHD teach.',
  },
  'pause-before-buying': {
    title: 'Add a pause before buying',
    text: 'For purchases that are not essential, wait a set time, such as a day, before you buy, and remove saved card details from shopping sites. ADHD Ireland’s UMAAP programme combines information about ADHD with acceptance and commitment therapy, which practises noticing an urge before acting on it.',
  },
  'deadlines-and-check-ins': {
    title: 'Agree on deadlines and check-ins',
    text: 'Ask for tasks in writing and break big deadlines into smaller ones with a short check-in at each. Coaching, which gives this kind of outside structure, is one of the approaches for adults with ADHD that research reviews describe.',
  },
  'work-with-your-energy': {
    title: 'Work with your energy',
    text: 'Put tasks that need the most focus at the time of day when you usually feel sharpest, and save routine tasks for lower-energy times. Planning your day around a calendar and task list is part of CBT programmes for adult ADHD.',
  },
  'shared-plans-visible': {
    title: 'Keep shared plans visible',
    text: 'A shared calendar or list with a partner, family or housemates helps everyone remember plans and chores, without one person having to be the reminder. One CBT programme for adult ADHD is built around a calendar and task list, and invites partners or family to a session.',
  },
  'notice-the-urge': {
    title: 'Notice the urge, then choose',
    text: 'In conversation, try holding a thought with a quick note and coming back to it when the other person has finished. In ADHD Ireland’s UMAAP programme, which combines information about ADHD with acceptance and commitment therapy, participants’ psychological flexibility had grown three months later.',
  },
  'prepare-for-change': {
    title: 'Prepare for change',
    text: 'When plans change, ask for as much notice and detail as you can: who, where and for how long. Looking at photos of a new place or visiting it beforehand can make it more predictable. Autistic adults name big life changes among the stresses that can lead to burnout.',
  },
  'quiet-and-focus-time': {
    title: 'Protect quiet and focus time',
    text: 'A quieter desk, permission to wear headphones, or some days working from home may reduce the sensory load of the day. Small, specific requests are the easiest to agree on.',
  },
  'flexible-structure': {
    title: 'Build a flexible structure',
    text: 'Fixed anchors, such as meals and sleep, with a changing choice of tasks in between, can give a day both structure and variety. Planning with a calendar is a core skill in CBT for adult ADHD.',
  },
  'sensory-pattern': {
    title: 'Get to know your sensory pattern',
    text: 'For a week, note when you feel overloaded and when you feel calm: where you were, and what you could hear, see and feel. Researchers describe reacting strongly to sensations, reacting little or late, and seeking them out. Knowing which fit you is a good basis for the ideas below.',
  },
  'shape-your-surroundings': {
    title: 'Shape your surroundings',
    text: 'If you react strongly to sensations, change what you can at home: warmer or dimmer lights, soft fabrics, unscented products and a quiet corner to retreat to. Small changes add up over a day.',
  },
  'sensory-kit': {
    title: 'Carry a small sensory kit',
    text: 'Sunglasses, a cap, earplugs or headphones, a familiar scent or something to fidget with may make busy places easier to manage. Many people find a kit like this reassuring; notice what works for you.',
  },
  'body-signals': {
    title: 'Listen for body signals',
    text: 'Interoception is the sense of signals from inside your body, such as hunger and thirst. If you notice them only when they are urgent, try gentle reminders to eat and drink, and a short check-in with your body at a few fixed times each day.',
  },
  'sensations-you-enjoy': {
    title: 'Plan in the sensations you enjoy',
    text: 'If you seek strong sensations, give yourself safe ways to enjoy them: a brisk walk, a heavy blanket, crunchy or strongly flavoured food, or music you love.',
  },
  'choose-where-you-sit': {
    title: 'Choose where you sit',
    text: 'If noise or light bothers you, ask for a desk away from doors, printers and bright windows, or for permission to use headphones. Small, concrete requests are the easiest for others to agree to.',
  },
  'recovery-in-the-day': {
    title: 'Build recovery into the day',
    text: 'If busy places wear you out, plan quieter stretches: travel outside rush hour where you can, and take a few calm minutes somewhere quiet after a busy meeting or lecture.',
  },
  'concrete-sensory-words': {
    title: 'Describe your senses in concrete words',
    text: '“The music is too loud for me to follow what you are saying” is easier for others to act on than “I don’t like it here”. Clear, specific words help people help you.',
  },
  'plans-that-suit-everyone': {
    title: 'Make plans that suit everyone',
    text: 'Suggest quieter times or places to meet, and agree beforehand that you may step outside or leave early. Having a plan often makes it easier to stay and enjoy yourself.',
  },
  'technology-for-handwriting': {
    title: 'Let technology do the handwriting',
    text: 'Type notes, keep templates for forms you fill in often, and use dictation when typing is slow. Using a computer instead of writing by hand is one of the suggestions for adults with dyspraxia.',
  },
  'movement-practice': {
    title: 'Practise new movement skills little and often',
    text: 'Learning to drive, a new sport or a dance routine may take you more practice than others, as many adults with dyspraxia find. International recommendations for DCD favour practising the activity itself; short, frequent sessions with a patient teacher are one way to do that.',
  },
  'easier-home-tasks': {
    title: 'Make home tasks easier',
    text: 'Tools such as a vegetable chopper, non-slip mats and easy-grip utensils, and clothes without fiddly fastenings, can save time and frustration. An occupational therapist can help with everyday tasks such as preparing food.',
  },
  'enjoyable-movement': {
    title: 'Move in ways you enjoy',
    text: 'Regular exercise, such as swimming, walking or yoga, is one of the things suggested for adults with dyspraxia. Choose activities you enjoy and where you can go at your own pace.',
  },
  'diary-and-routines': {
    title: 'Use one diary and a few routines',
    text: 'Keep one diary or app for plans, and simple checklists for things you repeat, such as packing a bag. Using a diary is one of the suggestions for adults with dyspraxia.',
  },
  'what-done-looks-like': {
    title: 'Ask to see what “done” looks like',
    text: 'An example of finished work and step-by-step written instructions make expectations clear. Adults with dyspraxia describe organising work and taking down information at speed as hard, so written steps save you from guessing.',
  },
  'buddy-for-new-places': {
    title: 'Find a buddy for new places and tools',
    text: 'A colleague or classmate who shows you a new route, a machine or a routine in a relaxed way can make the first weeks easier. Learning new skills more slowly is one of the difficulties at work that adults with dyspraxia describe.',
  },
  'occupational-therapy': {
    title: 'Ask about occupational therapy',
    text: 'An occupational therapist can help with day-to-day tasks you find hard and suggest other ways of doing them. Your doctor can refer you or tell you how to see one where you live.',
  },
  'share-what-is-hard': {
    title: 'Share what is hard, and why',
    text: 'Letting people know that spills or getting lost come from how you coordinate movement, not from carelessness, can help them respond kindly. Movement Matters publishes an information leaflet you can share with an employer.',
  },
  'activities-that-suit-you': {
    title: 'Suggest activities that suit you',
    text: 'If team sports or dancing feel stressful, suggest things you enjoy doing together, such as walks, games or cooking, where the focus is on the company. International recommendations for DCD put taking part in everyday activities at the centre of support.',
  },
  'devices-read-aloud': {
    title: 'Let your devices read to you',
    text: 'Text-to-speech, built into most phones and computers, can read out e-mails, web pages and long documents. Listening while you follow the text is one of the technology strategies Jisc describes for dyslexic learners.',
  },
  dictation: {
    title: 'Talk instead of typing',
    text: 'Speech recognition lets you dictate messages and first drafts. You can tidy the words afterwards, when your ideas are already on the page.',
  },
  'text-easier-on-the-eye': {
    title: 'Make text easier on the eye',
    text: 'Choose a clear sans-serif font at 12 to 14 point, with dark text on a cream or pastel background rather than white. The British Dyslexia Association’s style guide recommends these choices.',
  },
  'spoken-information-in-writing': {
    title: 'Get spoken information in writing too',
    text: 'Ask for the key points of meetings or lectures in writing, repeat instructions back to check them, or make a voice note straight afterwards.',
  },
  'visual-writing-plans': {
    title: 'Plan your writing visually',
    text: 'Mind maps, bullet points or voice notes can help you organise your ideas before you write full sentences.',
  },
  'ask-about-adjustments': {
    title: 'Ask about adjustments',
    text: 'Assistive software and a digital recorder are examples of adjustments at work. In the UK, employers must make reasonable adjustments under the Equality Act; the rules differ by country, so ask your employer, college or national dyslexia association what applies to you.',
  },
  'spelling-tools': {
    title: 'Let tools check your spelling',
    text: 'Spellcheckers and grammar tools do this job well. For important texts, a trusted colleague or friend can read them through before they go out.',
  },
  'tell-people-what-works': {
    title: 'Tell people what works for you',
    text: 'You might prefer a call or voice message to a long text, or rather not read aloud in a group. Saying so early saves awkward moments later.',
  },
  'connect-with-other-readers': {
    title: 'Connect with others who read differently',
    text: 'The European Dyslexia Association has member organisations in 24 countries. Your national association is a place to meet other adults and share tips.',
  },
};
